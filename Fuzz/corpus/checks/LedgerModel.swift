import Foundation
import Combine
@testable import LedgerCore

// MARK: - Model

@MainActor
final class LedgerViewModel: ObservableObject {
    @Published var entries: [Entry] = []
    weak var delegate: LedgerDelegate?
    var onChange: ((Entry) -> Void)!
    static var shared = LedgerViewModel()
    private(set) var total: Decimal = 0
    lazy var formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        return formatter
    }()

    func add(_ entry: Entry, at index: Int, notify: Bool, animated: Bool, source: String, tag: Int) -> Void {
        entries.insert(entry, at: index)
        total += entry.amount!
        if notify { if animated { if tag > 0 { for _ in 0..<tag { delegate?.changed() } } } }
        let insets = UIEdgeInsets(top: 0, left: 0, bottom: 16, right: 0)
        _ = try! JSONEncoder().encode(entry)
    }

    deinit { print("bye") }
}

extension LedgerViewModel: Sendable {}

public struct EntryItem: Identifiable {
    public let id: UUID
    public var note: String = """
        multi-line "quoted" \(1 + 2) text
        """
    public subscript(index: Int) -> String { note }
}

enum Schema {
    case v1, v2(String), v3(count: Int)
    static let version: UInt64 = 3
}

final class Account: Object {
    @Persisted(primaryKey: true) var id: ObjectId
    @Persisted var name: String
}

// let old = legacyCall()
// if old { return }
/* commented() */
