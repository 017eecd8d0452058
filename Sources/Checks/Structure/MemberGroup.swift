import PreflightSwiftSource

/// One group of a member order, as a `member-order` check's `order:` writes it: a kind of member
/// (`type`, `static`, `static property`, `stored`, `computed`, `property`, `init`, `deinit`,
/// `lifecycle`, `method`, `body`), optionally narrowed by access (`private method`,
/// `public/internal method`), or a property wrapper (`@State`, handled by the check itself).
///
/// A member goes to the most specific group that takes it (an overridden `viewDidLoad` is
/// `lifecycle` before it is a `method`; a `private func` is a `private method` before it is a
/// `method`). A member no group takes is not placed: an order that names no `static` group says
/// nothing of where static members go.
package struct MemberGroup: Sendable, Equatable {
    package enum Kind: String, Sendable, CaseIterable {
        case type, `static`, staticProperty = "static property", stored, computed, property, `init`, `deinit`
        case lifecycle, method, body
    }

    package var kind: Kind
    /// Access levels the group takes (`private` stands for `fileprivate` too, `public` for
    /// `open`); empty for every access.
    package var access: Set<String>

    package init(kind: Kind, access: Set<String> = []) {
        self.kind = kind
        self.access = access
    }

    /// Reads `private method`, `public/internal method`, `stored`; nil for a wrapper group or
    /// a word the check does not know.
    package init?(_ text: String) {
        let words = text.split(separator: " ").map(String.init)
        guard let last = words.last else { return nil }
        let kindText = words.count >= 2 && words[words.count - 2] == "static" && last == "property" ? "static property" : last
        guard let kind = Kind(rawValue: kindText) else { return nil }
        let accessWords = words.dropLast(kindText == last ? 1 : 2).flatMap { $0.split(separator: "/").map(String.init) }
        guard accessWords.allSatisfy(Self.accessLevels.contains) else { return nil }
        self.kind = kind
        self.access = Set(accessWords)
    }

    /// The access levels an order may name, in the words `order:` uses.
    static let accessLevels: Set<String> = ["public", "internal", "private"]

    /// How specific the group is for `member`, or nil when it does not take it.
    package func specificity(of member: Declaration) -> Int? {
        guard let base = kindSpecificity(of: member) else { return nil }
        if access.isEmpty { return base }
        return access.contains(Self.access(of: member)) ? base + 1 : nil
    }

    private func kindSpecificity(of member: Declaration) -> Int? {
        let isStatic = member.hasModifier("static") || member.hasModifier("class")
        switch kind {
        case .type:
            return member.kind.isType || member.kind == .typealias ? 1 : nil
        case .static:
            return isStatic && (member.kind.isBinding || member.kind == .function) ? 2 : nil
        case .staticProperty:
            return isStatic && member.kind.isBinding ? 3 : nil
        case .stored, .computed:
            guard member.kind.isBinding, !isStatic, !Self.isBody(member) else { return nil }
            return member.isComputed == (kind == .computed) ? 2 : nil
        case .property:
            return member.kind.isBinding && !isStatic && !Self.isBody(member) ? 1 : nil
        case .`init`:
            return member.kind == .initializer ? 2 : nil
        case .`deinit`:
            return member.kind == .deinitializer ? 2 : nil
        case .lifecycle:
            return member.kind == .function && member.hasModifier("override") && Self.lifecycleMethods.contains(member.name) ? 4 : nil
        case .method:
            return member.kind == .function && !isStatic ? 1 : nil
        case .body:
            return Self.isBody(member) ? 5 : nil
        }
    }

    /// A view's `body`: computed, or an opaque `some …` (a request's stored `body: Data?` is a property).
    static func isBody(_ member: Declaration) -> Bool {
        member.kind == .variable && member.name == "body" && (member.isComputed || member.typeAnnotation?.hasPrefix("some ") == true)
    }

    /// The member's written access in the order's words: no modifier is `internal`.
    static func access(of member: Declaration) -> String {
        switch member.modifiers.first(where: { Declaration.accessLevels.contains($0) }) {
        case "private", "fileprivate": return "private"
        case "public", "open": return "public"
        default: return "internal"
        }
    }

    /// The methods UIKit and AppKit call as a view or controller comes and goes, which a type
    /// overrides: what an order's "lifecycle" group holds.
    static let lifecycleMethods: Set<String> = [
        "loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear",
        "viewDidDisappear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewWillTransition",
        "didReceiveMemoryWarning", "awakeFromNib", "prepareForReuse", "layoutSubviews", "updateConstraints",
        "didMoveToSuperview", "didMoveToWindow", "willMove", "didMove", "traitCollectionDidChange",
        "viewWillLayout", "viewDidLayout",
    ]
}
