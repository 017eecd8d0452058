#!/usr/bin/env python3
"""Deterministic generator of a large synthetic Tuist-layout iOS app for Preflight benchmarks.

The tree follows the conventions of the shipped skills (license header, sorted imports followed by
a blank line, 4-space indent, lines <= 130 characters, `Spacing` tokens, private property wrappers,
`@Observable` view models, Realm only through `Transactionable`, `…Id` identifiers) and sprinkles a
small deterministic rate of violations so that every check has something to find.

    generate_tree.py --files 5000 --out work/tree-5000 --seed 1 [--git] [--change 20]

Same arguments, same bytes: only `random.Random(seed)` decides anything. With `--git` the tree is
committed on `main` with a fixed author and date; `--change N` then adds a branch `change` that
modifies three quarters of N Swift files and adds the rest as new files.
"""

import argparse
import os
import random
import shutil
import subprocess
import sys

APP = "ExampleApp"
HEADER_TEMPLATE = """/*
 {app} - iOS App
 Copyright (C) ___YEAR___ Example Software Ltd

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
""".format(app=APP)

NOUNS = [
    "Account", "Activity", "Album", "Archive", "Article", "Attachment", "Badge", "Booking", "Bookmark",
    "Calendar", "Card", "Cart", "Category", "Channel", "Chat", "Checkout", "Comment", "Contact", "Coupon",
    "Dashboard", "Device", "Document", "Draft", "Drive", "Event", "Favorite", "Feed", "File", "Filter",
    "Folder", "Gallery", "Group", "Invoice", "Label", "Library", "Link", "Location", "Mail", "Map",
    "Media", "Meeting", "Member", "Message", "Note", "Notification", "Offer", "Order", "Payment", "Photo",
    "Playlist", "Post", "Profile", "Project", "Receipt", "Reminder", "Report", "Review", "Search",
    "Session", "Settings", "Share", "Storage", "Subscription", "Tag", "Task", "Team", "Thread", "Ticket",
    "Timeline", "Transfer", "Trash", "Upload", "User", "Video", "Wallet", "Workspace",
]
QUALIFIERS = [
    "", "Recent", "Shared", "Pinned", "Archived", "Offline", "Team", "Public", "Private", "Starred",
    "Scheduled", "Pending", "Linked", "Smart", "Quick", "Bulk", "Remote", "Local", "Secure", "Draft",
]
SUFFIXES = ["List", "Detail", "Editor", "Picker", "Summary", "Row", "Header", "Footer", "Card", "Grid",
            "Search", "Filter", "Settings", "Preview", "Banner", "Empty", "Loading", "Section"]
FIELDS = [
    ("title", "String", '""'), ("subtitle", "String", '""'), ("name", "String", '""'),
    ("count", "Int", "0"), ("isLoading", "Bool", "false"), ("isSelected", "Bool", "false"),
    ("isShowingDetails", "Bool", "false"), ("progress", "Double", "0"), ("updatedAt", "Date?", "nil"),
    ("errorMessage", "String?", "nil"), ("query", "String", '""'), ("pageIndex", "Int", "0"),
    ("ownerId", "Int", "0"), ("parentId", "Int", "0"), ("size", "Int64", "0"), ("isFavorite", "Bool", "false"),
]
VERBS = ["load", "refresh", "reload", "update", "select", "delete", "archive", "share", "rename", "move",
         "restore", "sync", "prefetch", "validate", "submit", "toggle", "open", "close", "filter", "sort"]
SPACINGS = ["Spacing.small", "Spacing.medium", "Spacing.large", "Spacing.extraSmall", "Spacing.extraLarge"]
SF_SYMBOLS = ["folder", "doc", "star", "trash", "person", "gear", "bell", "photo", "tray", "paperplane"]


def camel(name):
    return name[0].lower() + name[1:]


class Writer:
    """Collects indented lines; every line is checked against the 130-column limit."""

    def __init__(self):
        self.lines = []
        self.depth = 0

    def line(self, text=""):
        text = ("    " * self.depth + text) if text else ""
        assert len(text) <= 130, text
        self.lines.append(text)

    def open(self, text):
        self.line(text)
        self.depth += 1

    def close(self, text="}"):
        self.depth -= 1
        self.line(text)

    def wrapped(self, head, items, tail):
        one = head + ", ".join(items) + tail
        if len("    " * self.depth + one) <= 130:
            self.line(one)
            return
        self.open(head)
        for index, item in enumerate(items):
            self.line(item + ("," if index < len(items) - 1 else ""))
        self.close(tail)

    def size(self):
        return sum(len(x) + 1 for x in self.lines)

    def text(self):
        return "\n".join(self.lines) + "\n"


class Generator:
    def __init__(self, seed, violation_rate):
        self.rng = random.Random(seed)
        self.violation_rate = violation_rate
        self.files = {}  # relative path -> text
        self.violations = {}  # kind -> count
        self.used_types = set()

    # -- helpers -------------------------------------------------------------------------------

    def header(self):
        return HEADER_TEMPLATE.replace("___YEAR___", str(self.rng.choice([2022, 2023, 2024, 2025])))

    def target_size(self):
        # Skewed distribution with a mean of ~5 KB (real apps: many small files, a few large ones).
        return int(min(16000, max(1500, self.rng.lognormvariate(8.45, 0.55))))

    def violate(self, kinds):
        if self.rng.random() < self.violation_rate:
            kind = self.rng.choice(kinds)
            self.violations[kind] = self.violations.get(kind, 0) + 1
            return kind
        return None

    def emit(self, path, imports, writer):
        body = writer.text()
        text = self.header() + "\n" + "".join("import %s\n" % m for m in sorted(set(imports), key=str.lower)) + "\n" + body
        self.files[path] = text

    def unique_type(self, base):
        stem, suffix = base, ""
        for known in ("ScreenView", "ViewModel", "View", "Button", "Record"):
            if base.endswith(known) and len(base) > len(known):
                stem, suffix = base[: -len(known)], known
                break
        name, n = base, 2
        while name in self.used_types:
            name, n = "%s%d%s" % (stem, n, suffix), n + 1
        self.used_types.add(name)
        return name

    def fields(self, k):
        return self.rng.sample(FIELDS, k)

    def id_name(self, violation):
        return "userID" if violation == "userID" else self.rng.choice(["userId", "driveId", "itemId", "folderId"])

    def helper_function(self, w, owner, index, is_async=False):
        verb = self.rng.choice(VERBS)
        noun = self.rng.choice(NOUNS)
        name = "%s%s%d" % (verb, noun, index)
        rng = self.rng
        shape = rng.randrange(4)
        if shape == 0:
            w.open("%sfunc %s(ids: [Int]) %s{" % ("private " if rng.random() < 0.5 else "", name,
                                                   "async " if is_async else ""))
            w.line("guard !ids.isEmpty else { return }")
            w.open("let sorted = ids.sorted { lhs, rhs in")
            w.line("lhs < rhs")
            w.close()
            w.open("for (offset, itemId) in sorted.enumerated() where offset.isMultiple(of: 2) {")
            w.line('logger.debug("%s \\(itemId) at \\(offset) in %s")' % (verb, owner))
            w.close()
            w.close()
        elif shape == 1:
            w.open("func %s(named query: String) -> [String] {" % name)
            w.line("let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)")
            w.open("guard trimmed.count >= %d else {" % rng.randint(1, 4))
            w.line("return []")
            w.close()
            w.open("return cache")
            w.line(".filter { $0.localizedCaseInsensitiveContains(trimmed) }")
            w.line(".prefix(%d)" % rng.choice([10, 20, 50, 100]))
            w.line(".map { \"\\($0) (%s)\" }" % noun.lower())
            w.depth -= 1
            w.close()
        elif shape == 2:
            w.open("private func %s(_ value: Int) -> String {" % name)
            w.line("switch value {")
            w.line("case ..<0:")
            w.line('    return "negative"')
            w.line("case 0:")
            w.line('    return "none"')
            w.line("case 1...%d:" % rng.randint(5, 99))
            w.line('    return "few"')
            w.line("default:")
            w.line('    return String(localized: "%s.count.\\(value)")' % camel(noun))
            w.line("}")
            w.close()
        else:
            w.open("func %s() async throws {" % name)
            w.line("let start = Date()")
            w.open("defer {")
            w.line('logger.info("%s took \\(Date().timeIntervalSince(start)) s")' % name)
            w.close()
            w.line("try await Task.sleep(for: .milliseconds(%d))" % rng.choice([50, 100, 250]))
            w.open("if let last = cache.last, !last.isEmpty {")
            w.line("cache.append(last + \"-%d\")" % index)
            w.close()
            w.close()
        w.line()

    # -- Core ------------------------------------------------------------------------------------

    def realm_model(self, name):
        w = Writer()
        violation = self.violate(["userID", "Realm()"])
        ident = self.id_name(violation)
        w.open("public final class %s: Object, Identifiable {" % name)
        w.line("@Persisted(primaryKey: true) public var id: Int")
        w.line("@Persisted public var %s: Int" % ident)
        for field, type_, _ in self.fields(self.rng.randint(4, 9)):
            if field == "id":
                continue
            w.line("@Persisted public var %s: %s" % (field, type_))
        w.line("@Persisted public var children: List<%sChild>" % name)
        w.line()
        w.open("override public init() {")
        w.line("super.init()")
        w.close()
        w.line()
        w.open("public convenience init(id: Int, title: String) {")
        w.line("self.init()")
        w.line("self.id = id")
        w.line("self.title = title")
        w.close()
        w.close()
        w.line()
        w.open("public final class %sChild: EmbeddedObject {" % name)
        w.line("@Persisted public var key: String")
        w.line("@Persisted public var value: String")
        w.close()
        w.line()
        w.open("public extension %s {" % name)
        w.open("var displayTitle: String {")
        w.line('title.isEmpty ? String(localized: "%s.untitled") : title' % camel(name))
        w.close()
        if violation == "Realm()":
            w.line()
            w.open("static func all() throws -> Results<%s> {" % name)
            w.line("let realm = try Realm()")
            w.line("return realm.objects(%s.self)" % name)
            w.close()
        w.close()
        return w, ["Foundation", "RealmSwift"]

    def manager(self, name, model):
        w = Writer()
        violation = self.violate(["import SwiftUI", "Realm()", "userID", "UIApplication.shared"])
        ident = self.id_name(violation)
        imports = ["Foundation", "Injection", "OSLog", "RealmSwift"]
        if violation == "import SwiftUI":
            imports.append("SwiftUI")
        if violation == "UIApplication.shared":
            imports.append("UIKit")
        w.open("public protocol %sManageable: Sendable {" % name)
        w.line("func %s(id: Int) -> %s?" % (camel(model), model))
        w.line("func all%ss() -> [%s]" % (model, model))
        w.line("func refresh() async throws")
        w.close()
        w.line()
        w.open("public final class %sManager: %sManageable, @unchecked Sendable {" % (name, name))
        w.line("@LazyInjectService private var apiFetcher: ApiFetcher")
        w.line()
        w.line("private let database: Transactionable")
        w.line('private let logger = Logger(subsystem: "%s", category: "%s")' % (APP, name))
        w.line("private var cache: [String] = []")
        w.line("private let %s: Int" % ident)
        w.line()
        w.open("public init(database: Transactionable, %s: Int) {" % ident)
        w.line("self.database = database")
        w.line("self.%s = %s" % ((ident,) * 2))
        w.close()
        w.line()
        w.open("public func %s(id: Int) -> %s? {" % (camel(model), model))
        w.line("database.fetchObject(ofType: %s.self, forPrimaryKey: id)" % model)
        w.close()
        w.line()
        w.open("public func all%ss() -> [%s] {" % (model, model))
        w.line("Array(database.fetchResults(ofType: %s.self) { $0.sorted(byKeyPath: \"title\") })" % model)
        w.close()
        w.line()
        w.open("public func refresh() async throws {")
        w.line("let items = try await apiFetcher.%ss()" % camel(model))
        w.open("try database.writeTransaction { writableRealm in")
        w.line("writableRealm.add(items, update: .modified)")
        w.close()
        w.close()
        w.line()
        if violation == "Realm()":
            w.open("public func purge() throws {")
            w.line("let realm = try Realm()")
            w.open("try realm.write {")
            w.line("realm.delete(realm.objects(%s.self))" % model)
            w.close()
            w.close()
            w.line()
        if violation == "UIApplication.shared":
            w.open("public func openSettings() {")
            w.line("guard let url = URL(string: UIApplication.openSettingsURLString) else { return }")
            w.line("UIApplication.shared.open(url)")
            w.close()
            w.line()
        index = 0
        target = self.target_size()
        while w.size() + 720 < target:
            self.helper_function(w, name, index, is_async=index % 3 == 0)
            index += 1
        w.lines.pop()
        w.close()
        return w, imports

    # -- SwiftUI ---------------------------------------------------------------------------------

    def swiftui_view(self, name, view_model=None, core_ui=False):
        rng = self.rng
        w = Writer()
        violation = self.violate([".padding(16)", "@State var", "userID", "Task {", "ObservableObject",
                                  "WithViewStore", ".sheet(isPresented:)"])
        ident = self.id_name(violation)
        imports = ["SwiftUI"] if core_ui else ["%sCore" % APP, "%sCoreUI" % APP, "SwiftUI"]
        if violation == "ObservableObject":
            imports.append("Combine")
        fields = self.fields(rng.randint(2, 5))
        if violation == "ObservableObject":
            w.open("final class %sModel: ObservableObject {" % name)
            w.line("@Published var items: [String] = []")
            w.line("@Published var isRefreshing = false")
            w.close()
            w.line()
        w.open("struct %s: View {" % name)
        w.line("@Environment(\\.dismiss) private var dismiss")
        if violation == "@State var":
            w.line("@State var isExpanded = false")
        else:
            w.line("@State private var isExpanded = false")
        w.line("@State private var isShowingSheet = false")
        if view_model:
            w.line("@State private var viewModel: %s" % view_model)
        if violation == "ObservableObject":
            w.line("@StateObject private var model = %sModel()" % name)
        w.line()
        for field, type_, _ in fields:
            w.line("let %s: %s" % (field, type_))
        w.line("let %s: Int" % ident)
        w.line("var onSelect: ((Int) -> Void)?")
        w.line()
        # Private computed properties come before init and body (the house member order).
        sections = min(14, max(0, (self.target_size() - 2200) // 300))
        for index in range(sections):
            w.open("private var %sSection%d: some View {" % (camel(name), index))
            kind = rng.randrange(3)
            if kind == 0:
                w.open("GroupBox {")
                w.open("LabeledContent(\"%s\") {" % rng.choice(NOUNS))
                w.line('Text(%d, format: .number)' % rng.randint(1, 999))
                w.close()
                w.close("} label: {")
                w.depth += 1
                w.line('Text("%s.section%d")' % (camel(name), index))
                w.close()
                w.line(".padding(.vertical, %s)" % rng.choice(SPACINGS))
            elif kind == 1:
                w.open("HStack(spacing: %s) {" % rng.choice(SPACINGS))
                w.open("ForEach([\"%s\", \"%s\"], id: \\.self) { symbol in" % tuple(rng.sample(SF_SYMBOLS, 2)))
                w.line("Image(systemName: symbol)")
                w.line("    .imageScale(.large)")
                w.close()
                w.close()
                w.line(".frame(maxWidth: .infinity, alignment: .leading)")
            else:
                w.open("Toggle(isOn: $isExpanded) {")
                w.line('Text("%s.toggle%d")' % (camel(name), index))
                w.close()
                w.line(".toggleStyle(.switch)")
                w.line(".disabled(%s)" % ("isShowingSheet" if rng.random() < 0.5 else "false"))
            w.close()
            w.line()
        if view_model:
            params = ", ".join("%s: %s" % (f, t) for f, t, _ in fields)
            w.wrapped("init(", params.split(", ") + ["%s: Int" % ident, "viewModel: %s" % view_model], ") {")
            w.depth += 1
            for field, _, _ in fields:
                w.line("self.%s = %s" % (field, field))
            w.line("self.%s = %s" % ((ident,) * 2))
            w.line("_viewModel = State(initialValue: viewModel)")
            w.close()
            w.line()
        w.open("var body: some View {")
        if violation == "WithViewStore":
            w.open("WithViewStore(store, observe: { $0 }) { viewStore in")
            w.line("Text(viewStore.title)")
            w.close()
        w.open("VStack(alignment: .leading, spacing: %s) {" % rng.choice(SPACINGS))
        w.open("HStack {")
        w.line('Image(systemName: "%s")' % rng.choice(SF_SYMBOLS))
        w.line("    .foregroundStyle(.secondary)")
        title = next((f for f, t, _ in fields if t == "String"), None)
        w.line("Text(%s)" % (title or '"%s"' % name))
        w.line("    .font(.headline)")
        w.line("Spacer()")
        w.open("Button {")
        w.line("isShowingSheet = true")
        w.close("} label: {")
        w.depth += 1
        w.line('Label("%s.action", systemImage: "ellipsis")' % camel(name))
        w.close()
        if violation == ".sheet(isPresented:)":
            w.open(".sheet(isPresented: $isShowingSheet, onDismiss: { isExpanded = false }) {")
        else:
            w.open(".sheet(isPresented: $isShowingSheet) {")
        w.line("%sDetailSheetView(onClose: { isShowingSheet = false })" % name)
        w.close()
        w.close()
        w.line(".padding(16)" if violation == ".padding(16)" else ".padding(%s)" % rng.choice(SPACINGS))
        w.open("if isExpanded {")
        w.open("ForEach(0..<%d, id: \\.self) { index in" % rng.randint(3, 12))
        w.open("Text(\"\\(index)\")")
        w.line(".padding(.horizontal, %s)" % rng.choice(SPACINGS))
        w.line(".onTapGesture { onSelect?(index) }")
        w.depth -= 1
        w.close()
        w.close()
        for index in range(sections):
            w.line("%sSection%d" % (camel(name), index))
        w.close()
        w.line(".padding(%s)" % rng.choice(SPACINGS))
        w.open(".task {")
        if view_model:
            w.line("await viewModel.load()")
        else:
            w.line("try? await Task.sleep(for: .milliseconds(%d))" % rng.choice([100, 300]))
        w.close()
        if violation == "Task {":
            w.open(".onAppear {")
            w.open("Task {")
            w.line("try? await Task.sleep(for: .seconds(1))")
            w.line("isExpanded = true")
            w.close()
            w.close()
        w.close()
        w.close()
        w.line()
        w.open("private struct %sDetailSheetView: View {" % name)
        w.line("let onClose: () -> Void")
        w.line()
        w.open("var body: some View {")
        w.open("NavigationStack {")
        w.line('Text("%s.detail")' % camel(name))
        w.open("    .toolbar {")
        w.line('    Button("close", action: onClose)')
        w.close("    }")
        w.close()
        w.close()
        w.close()
        w.line()
        w.open("#Preview {")
        args = ", ".join("%s: %s" % (f, v if v != "nil" else "nil") for f, _, v in fields)
        extra = ", viewModel: .preview" if view_model else ""
        w.wrapped(name + "(", args.split(", ") + ["%s: 1%s" % (ident, extra)], ")")
        w.close()
        return w, imports

    def observable_view_model(self, name, state_fields, uikit=False):
        rng = self.rng
        w = Writer()
        violation = self.violate(["ObservableObject", "userID", "UIApplication.shared"])
        ident = self.id_name(violation)
        imports = ["%sCore" % APP, "Foundation", "OSLog"]
        if violation == "ObservableObject":
            imports.append("Combine")
        else:
            imports.append("Observation")
        if violation == "UIApplication.shared":
            imports.append("UIKit")
        w.open("struct %sState: Equatable {" % name)
        for field, type_, value in state_fields:
            w.line("var %s: %s = %s" % (field, type_, value))
        w.close()
        w.line()
        w.open("enum %sEvent {" % name)
        w.line("case appeared")
        w.line("case refreshTapped")
        w.line("case itemSelected(Int)")
        w.close()
        w.line()
        w.line("@MainActor")
        if violation == "ObservableObject":
            w.open("final class %s: ObservableObject {" % name)
            w.line("@Published private(set) var state = %sState()" % name)
        else:
            w.line("@Observable")
            w.open("final class %s {" % name)
            w.line("private(set) var state = %sState()" % name)
        w.line("private var cache: [String] = []")
        w.line()
        manager = rng.choice(self.manager_names)
        w.line("@ObservationIgnored private let manager: %sManageable" % manager)
        w.line('@ObservationIgnored private let logger = Logger(subsystem: "%s", category: "%s")' % (APP, name))
        w.line("@ObservationIgnored private let %s: Int" % ident)
        w.line()
        w.open("init(manager: %sManageable, %s: Int) {" % (manager, ident))
        w.line("self.manager = manager")
        w.line("self.%s = %s" % ((ident,) * 2))
        w.close()
        w.line()
        w.open("func load() async {")
        w.line("state.isLoading = true")
        w.line("defer { state.isLoading = false }")
        w.open("do {")
        w.line("try await manager.refresh()")
        w.close("} catch {")
        w.depth += 1
        w.line('logger.error("load failed: \\(error.localizedDescription)")')
        w.close()
        w.close()
        w.line()
        w.open("func send(_ event: %sEvent) {" % name)
        w.line("switch event {")
        w.line("case .appeared, .refreshTapped:")
        w.line("    Task { await load() }" if rng.random() < 0.3 else "    state.isLoading = true")
        w.line("case .itemSelected(let index):")
        w.line('    logger.debug("selected \\(index)")')
        w.line("}")
        w.close()
        w.line()
        if violation == "UIApplication.shared":
            w.open("func openInBrowser(_ url: URL) {")
            w.line("UIApplication.shared.open(url)")
            w.close()
            w.line()
        index = 0
        target = self.target_size()
        while w.size() + 800 < target:
            self.helper_function(w, name, index, is_async=index % 2 == 1)
            index += 1
        w.lines.pop()
        w.close()
        if not uikit:
            w.line()
            w.open("extension %s {" % name)
            w.line("static let preview = %s(manager: Preview%sManager(), %s: 1)" % (
                name, manager, ident))
            w.close()
        return w, imports

    # -- UIKit -----------------------------------------------------------------------------------

    def view_controller(self, name, view_model):
        rng = self.rng
        cell = name[: -len("ViewController")] + "Cell"
        w = Writer()
        violation = self.violate(["userID", "UIApplication.shared", "Realm()"])
        ident = self.id_name(violation)
        imports = ["%sCore" % APP, "%sCoreUI" % APP, "Injection", "UIKit"]
        if violation == "Realm()":
            imports.append("RealmSwift")
        w.open("final class %s: UIViewController {" % name)
        w.line("@LazyInjectService private var router: AppNavigable")
        w.line()
        w.line("private let viewModel: %s" % view_model)
        w.line("private let tableView = UITableView(frame: .zero, style: .insetGrouped)")
        w.line("private let %s: Int" % ident)
        w.line()
        w.open("init(viewModel: %s, %s: Int) {" % (view_model, ident))
        w.line("self.viewModel = viewModel")
        w.line("self.%s = %s" % ((ident,) * 2))
        w.line("super.init(nibName: nil, bundle: nil)")
        w.close()
        w.line()
        w.line("@available(*, unavailable)")
        w.open("required init?(coder: NSCoder) {")
        w.line('fatalError("init(coder:) has not been implemented")')
        w.close()
        w.line()
        w.open("override func viewDidLoad() {")
        w.line("super.viewDidLoad()")
        w.line('title = String(localized: "%s.title")' % camel(name))
        w.line("tableView.dataSource = self")
        w.line("tableView.delegate = self")
        w.open("tableView.register(")
        w.line("%s.self," % cell)
        w.line("forCellReuseIdentifier: %s.reuseIdentifier" % cell)
        w.close(")")
        w.line("tableView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: UIConstants.List.paddingBottom, right: 0)")
        w.line("view.addSubview(tableView)")
        w.line("tableView.translatesAutoresizingMaskIntoConstraints = false")
        w.open("NSLayoutConstraint.activate([")
        for anchor in ["topAnchor", "bottomAnchor", "leadingAnchor", "trailingAnchor"]:
            w.line("tableView.%s.constraint(equalTo: view.%s)," % (anchor, anchor))
        w.close("])")
        if violation == "Realm()":
            w.line("let count = (try? Realm().objects(%s.self).count) ?? 0" % rng.choice(self.model_names))
            w.line('navigationItem.prompt = "\\(count)"')
        w.close()
        w.line()
        w.open("override func viewWillAppear(_ animated: Bool) {")
        w.line("super.viewWillAppear(animated)")
        w.open("Task { [weak self] in")
        w.line("await self?.viewModel.load()")
        w.line("self?.tableView.reloadData()")
        w.close()
        w.close()
        if violation == "UIApplication.shared":
            w.line()
            w.open("@objc private func openSettings() {")
            w.line("guard let url = URL(string: UIApplication.openSettingsURLString) else { return }")
            w.line("UIApplication.shared.open(url)")
            w.close()
        w.close()
        w.line()
        w.line("// MARK: - UITableViewDataSource")
        w.line()
        w.open("extension %s: UITableViewDataSource {" % name)
        w.open("func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {")
        w.line("viewModel.state.count")
        w.close()
        w.line()
        w.open("func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {")
        w.open("guard let cell = tableView.dequeueReusableCell(")
        w.line("withIdentifier: %s.reuseIdentifier," % cell)
        w.line("for: indexPath")
        w.close(") as? %s else {" % cell)
        w.depth += 1
        w.line("return UITableViewCell()")
        w.close()
        w.line('cell.configure(title: "\\(indexPath.row)", isSelected: viewModel.state.isSelected)')
        w.line("return cell")
        w.close()
        w.close()
        w.line()
        w.line("// MARK: - UITableViewDelegate")
        w.line()
        w.open("extension %s: UITableViewDelegate {" % name)
        w.open("func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {")
        w.line("tableView.deselectRow(at: indexPath, animated: true)")
        w.line("viewModel.send(.itemSelected(indexPath.row))")
        w.line("router.navigate(to: .detail(id: indexPath.row))")
        w.close()
        index = 0
        target = self.target_size()
        while w.size() + 800 < target:
            w.line()
            w.open("func tableView(_ tableView: UITableView, heightForRowAt%d indexPath: IndexPath) -> CGFloat {" % index)
            w.line("indexPath.section == %d ? UITableView.automaticDimension : %d" % (index, rng.choice([44, 56, 64, 88])))
            w.close()
            w.line()
            w.open("private func configureSection%d(_ header: UITableViewHeaderFooterView) {" % index)
            w.line("var content = header.defaultContentConfiguration()")
            w.line('content.text = String(localized: "%s.section%d")' % (camel(name), index))
            w.line("content.textProperties.font = .preferredFont(forTextStyle: .%s)" %
                   rng.choice(["headline", "subheadline", "footnote", "caption1"]))
            w.line("header.contentConfiguration = content")
            w.close()
            index += 1
        w.close()
        return w, imports

    def cell(self, name):
        w = Writer()
        w.open("final class %s: UITableViewCell {" % name)
        w.line('static let reuseIdentifier = "%s"' % name)
        w.line()
        w.line("private let titleLabel = UILabel()")
        w.line("private let iconView = UIImageView()")
        w.line()
        w.open("override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {")
        w.line("super.init(style: style, reuseIdentifier: reuseIdentifier)")
        w.line("contentView.addSubview(titleLabel)")
        w.line("contentView.addSubview(iconView)")
        w.line("titleLabel.font = .preferredFont(forTextStyle: .body)")
        w.line("titleLabel.adjustsFontForContentSizeCategory = true")
        w.close()
        w.line()
        w.line("@available(*, unavailable)")
        w.open("required init?(coder: NSCoder) {")
        w.line('fatalError("init(coder:) has not been implemented")')
        w.close()
        w.line()
        w.open("func configure(title: String, isSelected: Bool) {")
        w.line("titleLabel.text = title")
        w.line('iconView.image = UIImage(systemName: isSelected ? "checkmark.circle.fill" : "circle")')
        w.close()
        w.close()
        return w, ["%sCoreUI" % APP, "UIKit"]

    # -- the tree --------------------------------------------------------------------------------

    def build(self, approx_files):
        rng = self.rng
        n = max(approx_files, 60)
        # Shares of the Swift files: Core 15 %, CoreUI 5 %, UIKit App 25 %, Features 55 %.
        n_models = max(4, n * 6 // 100)
        n_managers = max(4, n * 9 // 100) - 1
        n_components = max(3, n * 5 // 100)
        n_domains = max(2, n * 25 // 100 // 15)
        n_features = max(3, n * 55 // 100 // 12)

        self.model_names = [self.unique_type(rng.choice(QUALIFIERS) + rng.choice(NOUNS) + "Record")
                            for _ in range(n_models)]
        self.manager_names = [self.unique_type(rng.choice(QUALIFIERS) + rng.choice(NOUNS))
                              for _ in range(n_managers)]

        for model in self.model_names:
            w, imports = self.realm_model(model)
            self.emit("Core/Data/Models/%s.swift" % model, imports, w)
        for name in self.manager_names:
            w, imports = self.manager(name, rng.choice(self.model_names))
            self.emit("Core/Managers/%sManager.swift" % name, imports, w)
        w = Writer()
        w.open("public enum DatabaseConstants {")
        w.line('public static let realmFileName = "%s.realm"' % camel(APP))
        w.close()
        w.line()
        w.line("let RealmSchemaVersion: UInt64 = 7")
        self.emit("Core/Data/Database/DatabaseConstants.swift", ["Foundation"], w)

        w = Writer()
        w.open("public enum Spacing {")
        for token, value in [("extraSmall", 4), ("small", 8), ("medium", 16), ("large", 24), ("extraLarge", 32)]:
            w.line("public static let %s: CGFloat = %d" % (token, value))
        w.close()
        self.emit("CoreUI/Tokens/Spacing.swift", ["CoreGraphics"], w)
        for _ in range(n_components):
            name = self.unique_type(rng.choice(QUALIFIERS) + rng.choice(NOUNS) + rng.choice(["View", "Button", "Badge" + "View"]))
            w, imports = self.swiftui_view(name, core_ui=True)
            self.emit("CoreUI/Components/%s.swift" % name, imports, w)

        w = Writer()
        w.line("@main")
        w.open("struct %s: App {" % APP)
        w.open("var body: some Scene {")
        w.open("WindowGroup {")
        w.line("RootView()")
        w.close()
        w.close()
        w.close()
        self.emit("App/Sources/%s.swift" % APP, ["SwiftUI"], w)

        domains = [self.unique_type(rng.choice(NOUNS) + "Domain")[:-6] for _ in range(n_domains)]
        for domain in domains:
            screens = 0
            while screens * 3 < 15:
                base = self.unique_type(domain + rng.choice(QUALIFIERS) + rng.choice(SUFFIXES))
                controller, view_model, cell = base + "ViewController", base + "ViewModel", base + "Cell"
                folder = "App/Sources/UI/Controller/%s/" % domain
                w, imports = self.view_controller(controller, view_model)
                self.emit(folder + controller + ".swift", imports, w)
                w, imports = self.observable_view_model(view_model, self.state_fields(), uikit=True)
                self.emit(folder + view_model + ".swift", imports, w)
                w, imports = self.cell(cell)
                self.emit("App/Sources/UI/View/%s/%s.swift" % (domain, cell), imports, w)
                screens += 1

        self.features = []
        for _ in range(n_features):
            feature = self.unique_type(rng.choice(QUALIFIERS) + rng.choice(NOUNS))
            self.features.append(feature)
            self.feature_files(feature, 12)

        lines = []
        for feature in self.features:
            lines.append('let %s = Feature(name: "%s")' % (camel(feature) + "Feature", feature))
        lines.append("")
        lines.append("let features = [")
        lines.extend("    %sFeature," % camel(f) for f in self.features)
        lines.append("]")
        lines.append("")
        lines.append("let project = Project(")
        lines.append("    name: Constants.projectName,")
        lines.append("    targets: features.asTargets + [")
        for target in ["Core", "CoreUI"]:
            lines.append("        .target(")
            lines.append('            name: "\\(Constants.projectName)%s",' % target)
            lines.append("            destinations: Constants.destinations,")
            lines.append("            product: Constants.productType,")
            lines.append('            bundleId: "\\(Constants.baseBundleId).%s",' % target.lower())
            lines.append('            sources: "%s/**"' % target)
            lines.append("        ),")
        lines.append("    ],")
        lines.append('    fileHeaderTemplate: .file("file-header-template.txt")')
        lines.append(")")
        self.files["Project.swift"] = (self.header() + "\nimport ProjectDescription\nimport ProjectDescriptionHelpers\n\n"
                                       + "\n".join(lines) + "\n")
        self.files["file-header-template.txt"] = HEADER_TEMPLATE
        self.files[".gitignore"] = "*.xcodeproj\n*.xcworkspace\nDerived/\n"
        self.files["Tuist/ProjectDescriptionHelpers/Feature.swift"] = self.header() + (
            "\nimport ProjectDescription\n\npublic struct Feature {\n    public let name: String\n\n"
            "    public init(name: String) {\n        self.name = name\n    }\n}\n")

    def state_fields(self):
        fields = self.fields(self.rng.randint(2, 6))
        names = {f for f, _, _ in fields}
        for required in [("isLoading", "Bool", "false"), ("count", "Int", "0"), ("isSelected", "Bool", "false")]:
            if required[0] not in names:
                fields.append(required)
        return fields

    def feature_files(self, feature, count, only_new=False):
        rng = self.rng
        folder = "Features/%s/" % feature
        made = []
        screen_vm = self.unique_type(feature + "ViewModel")
        if not only_new:
            w, imports = self.observable_view_model(screen_vm, self.state_fields())
            self.emit(folder + screen_vm + ".swift", imports, w)
            screen = self.unique_type(feature + "ScreenView")
            w, imports = self.swiftui_view(screen, view_model=screen_vm)
            self.emit(folder + screen + ".swift", imports, w)
            made += [folder + screen_vm + ".swift", folder + screen + ".swift"]
        while len(made) < count:
            base = self.unique_type(feature + rng.choice(SUFFIXES))
            if rng.random() < 0.2 and len(made) + 2 <= count:
                w, imports = self.observable_view_model(base + "ViewModel", self.state_fields())
                self.emit(folder + base + "ViewModel.swift", imports, w)
                made.append(folder + base + "ViewModel.swift")
                w, imports = self.swiftui_view(base + "View", view_model=base + "ViewModel")
            else:
                w, imports = self.swiftui_view(base + "View")
            self.emit(folder + base + "View.swift", imports, w)
            made.append(folder + base + "View.swift")
        return made

    def small_change(self):
        """Four lines added to one view model: the size of a typical review."""
        path = sorted(p for p in self.files if p.endswith("ViewModel.swift"))[0]
        text = self.files[path].rstrip("\n").split("\n")
        last = max(i for i, line in enumerate(text) if line == "}")
        text = text[:last] + ["", "    func resetSelection() {", "        isSelected = false", "    }"] + text[last:]
        self.files[path] = "\n".join(text) + "\n"
        return path

    def change(self, count):
        """Modify three quarters of `count` Swift files and add the rest, all deterministically."""
        rng = self.rng
        n_new = max(1, count // 4)
        n_modified = count - n_new
        candidates = sorted(p for p in self.files if p.endswith("ViewModel.swift") or p.endswith("View.swift"))
        modified = rng.sample(candidates, n_modified)
        for path in sorted(modified):
            text = self.files[path].rstrip("\n").split("\n")
            # Insert a method before the last closing brace of the primary type (the first top-level `}`
            # after the type declaration) — simply before the final top-level brace of the file.
            last = max(i for i, line in enumerate(text) if line == "}")
            addition = [
                "",
                "extension %s {" % os.path.basename(path)[:-6],
                "    func changedBehavior%d(limit: Int) -> Int {" % rng.randint(1, 999),
                "        let userID = limit * 2",
                "        return min(limit, userID)",
                "    }",
                "}",
            ]
            text = text[: last + 1] + addition + text[last + 1:]
            self.files[path] = "\n".join(text) + "\n"
        feature = rng.choice(self.features)
        saved = self.violation_rate
        self.violation_rate = 0.25
        added = self.feature_files(feature, n_new, only_new=True)
        self.violation_rate = saved
        return sorted(modified), added


# The `.gitignore` a real app carries: GitHub's macOS + Xcode + Swift templates and Tuist's
# additions, with negations that re-include files under ignored patterns.
REAL_GITIGNORE = """# macOS
.DS_Store
.AppleDouble
.LSOverride
._*
.DocumentRevisions-V100
.fseventsd
.Spotlight-V100
.TemporaryItems
.Trashes
.VolumeIcon.icns
.com.apple.timemachine.donotpresent
.AppleDB
.AppleDesktop
Network Trash Folder
Temporary Items
.apdisk

# Xcode
build/
DerivedData/
*.moved-aside
*.pbxuser
!default.pbxuser
*.mode1v3
!default.mode1v3
*.mode2v3
!default.mode2v3
*.perspectivev3
!default.perspectivev3
xcuserdata/
*.xccheckout
*.xcscmblueprint
*.hmap
*.ipa
*.dSYM.zip
*.dSYM
timeline.xctimeline
playground.xcworkspace

# Swift Package Manager
.build/
.swiftpm/
Packages/
Package.pins
Package.resolved
!Tuist/Package.resolved

# CocoaPods and Carthage
Pods/
Carthage/Build/
Carthage/Checkouts

# fastlane
fastlane/report.xml
fastlane/Preview.html
fastlane/screenshots/**/*.png
fastlane/test_output

# Tuist
*.xcodeproj
*.xcworkspace
Derived/
Tuist/.build
graph.dot
graph.png
/Tuist/Dependencies/*
!/Tuist/Dependencies/Package.swift
!/Tuist/Dependencies/Lockfiles/

# This project
*.generated.swift
!Core/Sources/Generated/Strings.generated.swift
/secrets/
**/Fixtures/**/*.tmp
"""

# Folder names of a real app's feature screens, several with spaces.
SUBFOLDERS = ["File List", "Multiple Selection", "Floating Panel", "Menu", "Save File", "Preview", "Home",
              "Photo Sync", "Share and Rights", "Store", "Switch User", "Onboarding"]
LANGUAGES = ["en", "fr", "de", "it", "es"]


def nest_real(files, rng):
    """Moves screens two folders deeper, into folders with spaces: `…/Controller/Files/File List/…`."""
    moved = {}
    for path, text in files.items():
        parts = path.split("/")
        if path.endswith(".swift") and len(parts) >= 4 and parts[0] in ("App", "Features") and rng.random() < 0.8:
            folder = SUBFOLDERS[FNV(parts[-1]) % len(SUBFOLDERS)]
            inner = ["Views", "Cells", "Models"][FNV(parts[-1][::-1]) % 3]
            parts = parts[:-1] + [folder, inner, parts[-1]]
        moved["/".join(parts)] = text
    return moved


def FNV(text):
    value = 0x811C9DC5
    for byte in text.encode():
        value = ((value ^ byte) * 0x01000193) & 0xFFFFFFFF
    return value


def real_assets(generator, swift_count):
    """As many non-Swift files as Swift ones: image sets, xibs, strings tables, JSON fixtures,
    about 11 MB in all; plus what the `.gitignore` hides (Tuist's Derived/, SwiftPM checkouts,
    build output, .DS_Store, xcuserdata) so a walker has something to prune."""
    rng = generator.rng
    files, binary = {}, {}
    names = sorted(p for p in generator.files if p.endswith(".swift"))
    n_images = swift_count * 45 // 100
    for index in range(n_images // 2):
        name = "%s%d" % (rng.choice(NOUNS).lower(), index)
        folder = "App/Resources/Assets.xcassets/%s/%s.imageset/" % (rng.choice(["Icons", "Illustrations", "Brand"]), name)
        files[folder + "Contents.json"] = (
            '{\n  "images" : [\n    { "filename" : "%s@2x.png", "idiom" : "universal", "scale" : "2x" },\n'
            '    { "filename" : "%s@3x.png", "idiom" : "universal", "scale" : "3x" }\n  ],\n'
            '  "info" : { "author" : "xcode", "version" : 1 }\n}\n' % (name, name))
        for scale in ("2x", "3x"):
            size = rng.randint(10000, 60000)
            binary[folder + "%s@%s.png" % (name, scale)] = b"\x89PNG\r\n\x1a\n" + rng.randbytes(size)
    n_xibs = swift_count * 6 // 100
    for index in range(n_xibs):
        base = os.path.basename(rng.choice(names))[:-6]
        folder = os.path.dirname(rng.choice([n for n in names if n.startswith("App/")] or names))
        body = "".join('        <view id="v%d-%d"><rect key="frame" x="0" y="%d" width="375" height="44"/></view>\n' % (index, k, k * 44)
                       for k in range(rng.randint(20, 80)))
        files["%s/%s.xib" % (folder, base)] = (
            '<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" '
            'version="3.0">\n    <objects>\n%s    </objects>\n</document>\n' % body)
    keys = ["%s.%s" % (camel(rng.choice(NOUNS)), rng.choice(VERBS)) for _ in range(400)]
    for language in LANGUAGES:
        for table in ("Localizable", "InfoPlist", "Errors"):
            files["App/Resources/%s.lproj/%s.strings" % (language, table)] = "".join(
                '"%s" = "%s %s";\n' % (key, language, key) for key in keys)
    while len(files) + len(binary) < swift_count:
        folder = "Core/Tests/Fixtures/%s Responses/" % rng.choice(NOUNS)
        files[folder + "%s%d.json" % (camel(rng.choice(NOUNS)), len(files))] = "{\n" + ",\n".join(
            '  "%s": %d' % (field, rng.randint(0, 99999)) for field, _, _ in generator.fields(12)) + "\n}\n"
    # Ignored: present on disk as in a developer's checkout, never read by a linter.
    ignored = {}
    for index in range(swift_count // 4):
        ignored["Tuist/.build/checkouts/Package%d/Sources/Package%d/File%d.swift" % (index % 12, index % 12, index)] = (
            "import Foundation\n\npublic final class Vendored%d: ObservableObject {\n    @Published var id = 0\n}\n" % index)
    for index in range(swift_count // 10):
        ignored["Derived/Sources/TuistAssets+Module%d.swift" % index] = "import UIKit\n\nlet asset%d = UIImage()\n" % index
        ignored["build/Intermediates/Object%d.o" % index] = "binary"
        ignored["App/Sources/Generated/Asset%d.generated.swift" % index] = "import SwiftUI\nlet x%d = 1\n" % index
    ignored["Core/Sources/Generated/Strings.generated.swift"] = "import Foundation\n\nenum Strings {}\n"
    for folder in sorted({os.path.dirname(n) for n in names})[::3]:
        ignored[folder + "/.DS_Store"] = "\x00\x00\x00\x01Bud1"
    ignored["ExampleApp.xcodeproj/project.pbxproj"] = "// !$*UTF8*$!\n{}\n"
    ignored["ExampleApp.xcodeproj/xcuserdata/dev.xcuserdatad/xcschemes/xcschememanagement.plist"] = "<plist/>\n"
    ignored["Tuist/Dependencies/Package.swift"] = "// swift-tools-version: 5.9\nimport PackageDescription\n"
    ignored["Tuist/Dependencies/SwiftPackageManager/Package.resolved"] = "{}\n"
    ignored["Tuist/Package.resolved"] = "{}\n"
    files.update(ignored)
    return files, binary


def write(out, files):
    for path in sorted(files):
        full = os.path.join(out, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        data = files[path]
        with open(full, "wb") as handle:
            handle.write(data if isinstance(data, bytes) else data.encode("utf-8"))


def git(out, *args):
    env = dict(os.environ)
    env.update({
        "GIT_AUTHOR_NAME": "Bench", "GIT_AUTHOR_EMAIL": "bench@example.com",
        "GIT_COMMITTER_NAME": "Bench", "GIT_COMMITTER_EMAIL": "bench@example.com",
        "GIT_AUTHOR_DATE": "2025-01-01T00:00:00Z", "GIT_COMMITTER_DATE": "2025-01-01T00:00:00Z",
    })
    subprocess.run(["git", "-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false", *args], cwd=out,
                   env=env, check=True, stdout=subprocess.DEVNULL)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--files", type=int, default=1000, help="approximate number of Swift files")
    parser.add_argument("--out", required=True, help="output folder (replaced)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--violation-rate", type=float, default=0.01)
    parser.add_argument("--git", action="store_true", help="git init and commit the tree on main")
    parser.add_argument("--change", type=int, default=0, help="with --git: a branch `change` touching N files")
    parser.add_argument("--small-change", action="store_true", help="with --git: a branch `small` adding 4 lines to one file")
    parser.add_argument("--shape", choices=["synthetic", "real"], default="synthetic",
                        help="real: nested folders with spaces, as many assets / xibs / strings / JSON files as Swift "
                             "files, the macOS + Xcode + Tuist .gitignore with negations, and ignored build output")
    args = parser.parse_args()

    generator = Generator(args.seed, args.violation_rate)
    generator.build(args.files)
    if args.shape == "real":
        generator.files = nest_real(generator.files, generator.rng)
        generator.files[".gitignore"] = REAL_GITIGNORE
        swift_count = sum(1 for p in generator.files if p.endswith(".swift"))
        text_files, binary_files = real_assets(generator, swift_count)
        generator.files.update(text_files)
        generator.files.update(binary_files)
    if os.path.exists(args.out):
        shutil.rmtree(args.out)
    os.makedirs(args.out)
    write(args.out, generator.files)
    swift = [p for p in generator.files if p.endswith(".swift")]
    size = sum(len(generator.files[p].encode()) for p in swift)
    total = sum(len(v) if isinstance(v, bytes) else len(v.encode()) for v in generator.files.values())
    summary = "%d files (%.1f MB), %d Swift files, %.1f MB, violations: %s" % (
        len(generator.files), total / 1e6, len(swift), size / 1e6, ", ".join("%s %d" % kv for kv in sorted(generator.violations.items())))
    if args.git:
        git(args.out, "init", "-q")
        git(args.out, "add", "-A")
        git(args.out, "commit", "-q", "-m", "Synthetic app (seed %d)" % args.seed)
        if args.change:
            modified, added = generator.change(args.change)
            git(args.out, "checkout", "-q", "-b", "change")
            write(args.out, {p: generator.files[p] for p in modified + added})
            git(args.out, "add", "-A")
            git(args.out, "commit", "-q", "-m", "Change: %d modified, %d added" % (len(modified), len(added)))
            git(args.out, "checkout", "-q", "main")
            summary += "; branch change: %d modified, %d added" % (len(modified), len(added))
        if args.small_change:
            path = generator.small_change()
            git(args.out, "checkout", "-q", "-b", "small")
            write(args.out, {path: generator.files[path]})
            git(args.out, "add", "-A")
            git(args.out, "commit", "-q", "-m", "Small change: 4 lines in %s" % path)
            git(args.out, "checkout", "-q", "main")
            summary += "; branch small: 4 lines in %s" % path
    elif args.change or args.small_change:
        sys.exit("--change and --small-change need --git")
    print(summary)


if __name__ == "__main__":
    main()
