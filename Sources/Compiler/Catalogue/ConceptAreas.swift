extension ConceptCatalogue {
    static let concurrency: [Concept] = []
    static let state: [Concept] = []
    static let layout: [Concept] = []
    static let localization: [Concept] = []
    static let colour: [Concept] = []
    static let typography: [Concept] = []
    static let deprecatedAPIs: [Concept] = []
    static let safety: [Concept] = []
    static let logging: [Concept] = []
    static let testing: [Concept] = []
}
