import Foundation
import Testing
@testable import PreflightCompiler

@Suite struct ScratchReading {
    @Test func printReadings() throws {
        guard let path = ProcessInfo.processInfo.environment["READ_SENTENCES"] else { return }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for line in text.split(separator: "\n") where !line.isEmpty {
            let reading = StatementReader.read(String(line), modality: ModalityDetector.modality(of: String(line)))
            print("▶ \(line)")
            for (index, term) in reading.terms.enumerated() { print("   term \(term.display) \(term.source) role=\(reading.roles[index])") }
            for frame in reading.frames { print("   ⇒ \(frame.display)") }
        }
    }
}
