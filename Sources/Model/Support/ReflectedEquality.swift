/// Whether two values hold the same data, stored property by stored property, through
/// reflection. A hand-written `==` (or a coding) covers the fields its author listed; this
/// covers every field, including one added later that a coding forgets. The compile cache
/// stores an entry only when its decoded copy is equal to the compile this way.
package enum ReflectedEquality {
    package static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        let left = Mirror(reflecting: lhs)
        let right = Mirror(reflecting: rhs)
        switch left.displayStyle {
        case .optional?:
            switch (left.children.first, right.children.first) {
            case (nil, nil): return true
            case let (l?, r?): return equal(l.value, r.value)
            default: return false
            }
        case .set?, .dictionary?:
            // Iteration order of equal sets and dictionaries may differ; their own equality decides.
            guard let l = lhs as? AnyHashable, let r = rhs as? AnyHashable else { return false }
            return l == r
        case .enum?:
            // The case name, then its payload.
            guard caseName(lhs) == caseName(rhs) else { return false }
            return children(left, right)
        default:
            if left.children.isEmpty && right.children.isEmpty {
                if let l = lhs as? AnyHashable, let r = rhs as? AnyHashable { return l == r }
                return String(reflecting: lhs) == String(reflecting: rhs)
            }
            return children(left, right)
        }
    }

    private static func children(_ left: Mirror, _ right: Mirror) -> Bool {
        guard left.children.count == right.children.count else { return false }
        for (l, r) in zip(left.children, right.children) {
            guard l.label == r.label, equal(l.value, r.value) else { return false }
        }
        return true
    }

    private static func caseName(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if let label = mirror.children.first?.label { return label }
        return String(describing: value)
    }
}
