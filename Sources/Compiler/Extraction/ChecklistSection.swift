/// Whether a heading names a checklist: "Pre-delivery checklist", "Before you submit",
/// "Definition of done", "PR checklist", "체크리스트" … Headings in any language can be added here.
enum ChecklistSection {
    static func isChecklist(_ title: String) -> Bool {
        let lower = title.lowercasedFast()
        return Lexicon.checklistHeadingWords.contains { lower.includes($0) }
    }
}
