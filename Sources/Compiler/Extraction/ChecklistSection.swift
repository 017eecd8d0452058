/// Whether a heading names a checklist: "Pre-delivery checklist", "Before you submit",
/// "Definition of done", "PR checklist", "체크리스트" … Headings in any language can be added here.
enum ChecklistSection {
    static let cues = [
        "checklist", "check list", "pre-delivery", "predelivery", "pre-flight", "preflight", "before you submit",
        "before submitting", "before you ship", "before shipping", "before delivering", "before delivery",
        "before you open a pr", "before opening a pr", "before merging", "before you merge", "before committing",
        "before you commit", "definition of done", "done criteria", "review list", "self-review", "self review",
        "체크리스트", "점검", "확인 사항", "チェックリスト", "检查清单", "清单",
    ]

    static func isChecklist(_ title: String) -> Bool {
        let lower = title.lowercased()
        return cues.contains { lower.contains($0) }
    }
}
