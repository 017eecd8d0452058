import PreflightChecks
import PreflightSwiftSource

/// Older ways of doing one thing that the SDK now does with one current API: looking a standard
/// folder up through `FileManager`, building paths with `appendingPathComponent`, starting a
/// `Task` from `.onAppear`. None is deprecated, so the deprecated-API table does not hold them;
/// a rule recommending the current API by its code ("use `URL.documentsDirectory`") forbids
/// them, through each concept's `practiceCode`. Each older form serves that one use only, so a
/// purpose written beside the recommendation ("… for the documents folder") narrows nothing.
extension ConceptCatalogue {
    static let currentAPIs: [Concept] = [
        folderLookup(id: "documents-folder-lookup", folder: "documents", directory: ".documentDirectory",
                     current: ["URL.documentsDirectory", "documentsDirectory", "URL.documentsDirectory.appending(path:)"]),
        folderLookup(id: "caches-folder-lookup", folder: "caches", directory: ".cachesDirectory",
                     current: ["URL.cachesDirectory", "cachesDirectory"]),
        folderLookup(id: "application-support-folder-lookup", folder: "application support", directory: ".applicationSupportDirectory",
                     current: ["URL.applicationSupportDirectory", "applicationSupportDirectory"]),
        Concept(
            id: "path-component-appending", area: .currentAPIs, title: "`appendingPathComponent(_:)`",
            phrases: [],
            practiceCode: ["appending(path:)", "appending(component:)", "appending(components:)", "URL.appending(path:)"],
            replacement: "`appending(path:)`",
            triggering: [
                "let file = URL.cachesDirectory.appendingPathComponent(\"\\(book.id).jpg\")",
                "let nested = (root as NSString).appendingPathComponent(name)",
            ],
            nonTriggering: [
                "let file = URL.cachesDirectory.appending(path: \"\\(book.id).jpg\")\n// appendingPathComponent(\"old\") was replaced",
                "let text = \"appendingPathComponent\"\nlet url = base.appending(component: name)",
            ],
            markers: [],
            make: ConceptChecks.swift { placement in [ConceptChecks.calls([".appendingPathComponent(…)"], placement)] }
        ),
        Concept(
            id: "destination-navigation-links", area: .currentAPIs, title: "`NavigationLink(destination:)`",
            phrases: ["destination-based navigation", "destination-based navigation links", "destination-based links"],
            practicePhrases: ["value-based navigation", "value-based navigation links", "value-based links", "value-driven navigation"],
            practiceCode: ["NavigationLink(value:)", "navigationDestination(for:)", "navigationDestination"],
            replacement: "`NavigationLink(value:)` with `.navigationDestination(for:)`",
            triggering: [
                "List(posts) { post in\n    NavigationLink(post.title, destination: PostDetailView(post: post))\n}",
                "NavigationLink(destination: SettingsView()) {\n    Label(\"Settings\", systemImage: \"gear\")\n}",
            ],
            nonTriggering: [
                "List(posts) { post in\n    NavigationLink(post.title, value: post)\n}\n.navigationDestination(for: Post.self) { PostDetailView(post: $0) }",
                "// NavigationLink(destination:) was replaced\nlet destination = Route.settings",
            ],
            markers: [],
            make: ConceptChecks.swift { placement in [ConceptChecks.calls(["NavigationLink(destination:)"], placement)] }
        ),
        Concept(
            id: "task-in-on-appear", area: .currentAPIs, title: "a `Task` started in `.onAppear`",
            phrases: [],
            practiceCode: ["task", "task(id:)", "task(priority:)", ".task { }", "task { }", "task(id:priority:)"],
            replacement: "`.task { }`, cancelled when the view disappears",
            triggering: [
                "Text(title)\n    .onAppear {\n        Task { await model.load() }\n    }",
                "List(items) { Text($0.name) }\n    .onAppear { Task.detached { await sync() } }",
            ],
            nonTriggering: [
                "Text(title)\n    .task { await model.load() }\n    .onAppear { analytics.track(.shown) }",
                "Button(\"Reload\") { Task { await model.load() } }\n// .onAppear { Task { } } was replaced",
            ],
            markers: [],
            make: ConceptChecks.swift { placement in
                var check = ConceptChecks.calls([".onAppear { }"], placement)
                check.whoseClosureContains = ["Task", "Task.detached"].compactMap(SymbolPattern.init)
                return [check]
            }
        ),
    ]

    /// Looking a standard folder up through `FileManager` or `NSSearchPathForDirectoriesInDomains`,
    /// where a static `URL` property names it.
    static func folderLookup(id: String, folder: String, directory: String, current: [String]) -> Concept {
        let property = current[0]
        return Concept(
            id: id, area: .currentAPIs, title: "looking up the \(folder) folder through `FileManager`",
            phrases: [],
            practiceCode: current,
            replacement: "`\(property)`",
            triggering: [
                "let url = FileManager.default.urls(for: \(directory), in: .userDomainMask).first!",
                "let url = try FileManager.default.url(for: \(directory), in: .userDomainMask, appropriateFor: nil, create: true)",
                "let path = NSSearchPathForDirectoriesInDomains(\(directory), .userDomainMask, true)[0]",
            ],
            nonTriggering: [
                "let url = \(property).appending(path: \"library.json\")\n// FileManager.default.urls(for: \(directory), …) is gone",
                "let other = FileManager.default.urls(for: .downloadsDirectory, in: .userDomainMask)\nlet kind = \"\(directory)\"",
            ],
            markers: [],
            make: ConceptChecks.swift { placement in
                [ConceptChecks.symbols(["for: \(directory)", "NSSearchPathForDirectoriesInDomains(\(directory)"], placement)]
            }
        )
    }
}
