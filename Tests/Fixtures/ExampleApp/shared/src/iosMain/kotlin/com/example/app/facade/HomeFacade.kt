/*
 ExampleApp - iOS App
 Copyright (C) 2026 Example Software Ltd

 This program is free software: you can redistribute it and/or modify
 it under the terms of the GNU General Public License as published by
 the Free Software Foundation, either version 3 of the License, or
 (at your option) any later version.

 This program is distributed in the hope that it will be useful,
 but WITHOUT ANY WARRANTY; without even the implied warranty of
 MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
 GNU General Public License for more details.

 You should have received a copy of the GNU General Public License
 along with this program.  If not, see <http://www.gnu.org/licenses/>.
 */

package com.example.app.facade

import com.example.app.domain.home.FetchHomeEntriesFlowUseCase
import com.example.app.domain.home.HomeEntry
import com.example.app.domain.home.MarkEntryReadUseCase
import kotlinx.coroutines.flow.Flow

class HomeFacade(
    private val fetchEntriesFlow: FetchHomeEntriesFlowUseCase,
    private val markEntryRead: MarkEntryReadUseCase,
) {
    fun observeEntries(): Flow<List<HomeEntry>> = fetchEntriesFlow()

    suspend fun markRead(entryId: Long) = markEntryRead(entryId).getOrThrow()

    operator fun invoke(): Flow<List<HomeEntry>> = observeEntries()
}
