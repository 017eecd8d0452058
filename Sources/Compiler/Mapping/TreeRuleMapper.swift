import Foundation
import PreflightChecks
import PreflightModel
import PreflightRepository
import PreflightSwiftSource

/// Rules about the tree and about changes: paths never committed, a file beside its
/// counterpart, files placed under a folder, module folders declared in a manifest, a version
/// constant bumped with a schema change.
package enum TreeRuleMapper {
    package static func map(_ context: inout MappingContext) -> [Mapped] {
        neverCommitted(&context) + interfaceFiles(&context) + siblings(&context) + placement(&context) + declaredModule(&context) + coChange(&context)
    }

    static var isAboutCommits: (MappingContext) -> Bool = { context in
        committingIsTheAct(context.reading.utterance)
            && (context.statement.modality?.isNegative == true || context.reading.frames.contains { $0.modality.forbids })
    }

    /// Whether a commit word names the act the statement is about. "The committed `.mcp.json`"
    /// names a file that is committed and stays: the refusal beside it ("it goes in your local
    /// config, not the committed `.mcp.json`") is about where something else belongs.
    static func committingIsTheAct(_ utterance: Utterance) -> Bool {
        let characters = utterance.characters
        return utterance.cues.contains { hit in
            guard hit.cue == .commitVerb else { return false }
            if Lexicon.clauseFinalCommitPhrases.contains(hit.phrase) {
                let rest = characters[hit.range.upperBound...].drop { $0 == " " }
                guard rest.first.map({ !$0.isLetterFast && Utterance.termIndex($0) == nil }) ?? true else { return false }
            }
            let article = NeighbourWords.before(hit.range.lowerBound, in: characters).map(Lexicon.articles.contains) == true
            var next = hit.range.upperBound
            while next < characters.count, characters[next] == " " { next += 1 }
            let namesATerm = next < characters.count && Utterance.termIndex(characters[next]) != nil
            return !(article && namesATerm)
        }
    }

    /// `.xcodeproj` / `*.xcodeproj` → `*.xcodeproj`; `.DS_Store` → `*.DS_Store`; `Secrets/` → the folder.
    static func committedGlob(_ span: String) -> String? {
        let text = span.trimming(" ")
        if text.hasPrefix("*.") || text.includes("/") { return text.hasSuffix("/") ? String(text.dropLast()) : text }
        // `GoogleService-Info.plist`: that file, in whatever folder.
        if let dot = text.lastIndex(of: "."), dot != text.startIndex, CodeSpan.fileExtensions.contains(String(text[text.index(after: dot)...])),
           text.allSatisfy({ $0.isLetterFast || $0.isNumber || "-_.+".contains($0) }) {
            return "**/" + text
        }
        guard text.hasPrefix("."), text.count > 2, text.dropFirst().allSatisfy({ $0.isLetterFast || $0.isNumber || "_-.".contains($0) })
        else { return nil }
        return "*" + text
    }

    static func neverCommitted(_ context: inout MappingContext) -> [Mapped] {
        guard isAboutCommits(context) else { return [] }
        var globs: [String] = []
        let roles = context.reading.roles
        let forbidding = context.reading.segments.filter { $0.stance.isForbid }
        for (index, term) in context.reading.terms.enumerated() where term.isCode && roles[index] != .alternative
            && forbidding.contains(where: { $0.range.contains(term.position) }) {
            if let glob = committedGlob(term.text) { globs.append(glob); context.claim(term) }
        }
        if globs.isEmpty {
            // Flattened text: ".xcodeproj" written without backticks.
            globs = context.statement.text.lowercasedFast().split(whereSeparator: { $0 == " " || $0 == "," || $0 == "(" || $0 == ")" })
                .map { String($0).trimming(":;") }
                .filter { $0.hasPrefix(".") && $0.count > 3 && $0.dropFirst().allSatisfy { $0.isLetterFast } }
                .map { "*" + $0 }
        }
        // Everything named is about the tree, not code — except code written in a form the
        // catalogue refuses ("never commit `TODO` comments", "… `if let x = x`"): committing
        // it is writing it.
        let said = context.statement.text.lowercasedFast()
        context.claimAll { ConceptCatalogue.concepts(writtenAs: $0.text).isEmpty && ConceptCatalogue.concepts(disfavouring: $0.text, saying: said).isEmpty }
        guard !globs.isEmpty else { return [] }
        return [Mapped(check: ForbiddenPathCheck(globs: globs.map(Glob.init)), origin: "never committed", severity: .error)]
    }

    /// "No storyboards or XIBs", "no `.xib` files": Interface Builder files the project does not
    /// keep. The launch screen stays: Xcode's templates make it a storyboard whatever the UI is built with.
    static func interfaceFiles(_ context: inout MappingContext) -> [Mapped] {
        guard !isAboutCommits(context) else { return [] }
        // Prose alone ("no storyboards") gives no frame: the statement's own verdict stands.
        let frame = context.reading.frames.first(where: \.modality.forbids)
            ?? (context.statement.modality?.isNegative == true && !context.reading.terms.contains(where: \.isCode)
                ? RuleFrame(modality: .mustNot, targets: [], evidence: context.statement.text) : nil)
        guard let frame, frame.exceptions.isEmpty, frame.allowedPlaces.isEmpty, frame.conditionText == nil, frame.escape == nil,
              !context.has(.escape), !context.has(.exception), !context.has(.condition) else { return [] }
        var globs: [String] = []
        var named: [Term] = []
        for term in frame.targets where term.isCode {
            let text = term.text.trimming(" ").trimmingPrefix("*")
            guard text.hasPrefix("."), let glob = Lexicon.interfaceFileNouns[String(text.dropFirst()).lowercasedFast()] else { return [] }
            if !globs.contains(glob) { globs.append(glob) }
            named.append(term)
        }
        let prose = context.statement.text.lowercasedFast()
        let pieces = prose.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        for (index, piece) in pieces.enumerated() {
            let word = piece.trimmingCharacters(in: .letters.inverted)
            guard let glob = Lexicon.interfaceFileNouns[word], !globs.contains(glob) else { continue }
            // "storyboard segues", "XIB outlets": the noun qualifies another, which is the subject.
            let endsPhrase = piece.last.map { !$0.isLetterFast } ?? true
            let next = index + 1 < pieces.count ? pieces[index + 1].trimmingCharacters(in: .letters.inverted) : ""
            if !endsPhrase, !next.isEmpty, !Lexicon.nonNounsAfterName.contains(next), !Lexicon.fileNouns.contains(next) { continue }
            globs.append(glob)
        }
        for (noun, glob) in Lexicon.interfaceFileNouns where !globs.contains(glob) && noun.unicodeScalars.contains(where: { !$0.isASCII })
            && prose.includes(noun) {
            globs.append(glob)
        }
        guard !globs.isEmpty else { return [] }
        globs.sort()
        for term in named { context.claim(term) }
        let except = globs.contains("*.storyboard") ? [Glob("**/LaunchScreen.storyboard")] : []
        return [Mapped(check: ForbiddenPathCheck(globs: globs.map(Glob.init), exceptPaths: except), origin: "Interface Builder files",
                       severity: context.severity(of: frame))]
    }

    static func paths(_ context: MappingContext) -> [(Term, String)] {
        context.reading.terms.compactMap { term in
            if case let .path(path)? = term.span { return (term, path) }
            return nil
        }
    }

    static func siblings(_ context: inout MappingContext) -> [Mapped] {
        let placeholders = paths(context).filter { CodeSpan.placeholderSuffix($0.1) != nil && $0.1.hasSuffix(".swift") }
        guard placeholders.count >= 2, context.has(.siblingCue) else { return [] }
        let suffixes = placeholders.compactMap { CodeSpan.placeholderSuffix($0.1) }
        for (term, _) in placeholders { context.claim(term) }
        return [Mapped(check: FileSiblingCheck(suffix: suffixes[0], counterpart: suffixes[1]),
                       origin: "`\(placeholders[0].1)` beside `\(placeholders[1].1)`", severity: .error)]
    }

    static func placement(_ context: inout MappingContext) -> [Mapped] {
        let all = paths(context)
        // "View controllers live under `…/Controllers/`": a family named by suffix is a file pattern.
        if !all.contains(where: { $0.1.hasPrefix("*") && $0.1.hasSuffix(".swift") }), context.has(.placeVerb),
           let family = context.reading.terms.compactMap(\.family).first, case let .nameSuffix(suffix) = family.selector,
           context.statement.modality?.isNegative != true {
            let folders = all.filter { $0.1.hasSuffix("/") }
            guard !folders.isEmpty else { return [] }
            for (term, _) in folders { context.claim(term) }
            let globs = folders.map { PlaceReader.folderGlob($0.1).replacingOccurrences(of: "/**", with: "") }
            return [Mapped(check: FilePlacementCheck(fileGlob: Glob("*\(suffix).swift"), folders: globs.map(Glob.init)),
                           origin: "placement of `*\(suffix).swift`", severity: .error)]
        }
        guard let (fileTerm, file) = all.first(where: { $0.1.hasPrefix("*") && $0.1.hasSuffix(".swift") }),
              context.has(.placeVerb) || context.has(.location) else { return [] }
        let folders = all.filter { $0.1 != file && ($0.1.hasSuffix("/") || $0.1.includes("/")) && !$0.1.hasSuffix(".swift") }
        guard !folders.isEmpty else { return [] }
        context.claim(fileTerm)
        for (term, _) in folders { context.claim(term) }
        let globs = folders.map { PlaceReader.folderGlob($0.1).replacingOccurrences(of: "/**", with: "") }
        return [Mapped(check: FilePlacementCheck(fileGlob: Glob(file), folders: globs.map(Glob.init)),
                       origin: "placement of `\(file)`", severity: .error)]
    }

    /// Files that list a project's modules: package and project manifests, workspace and
    /// settings files. Any other source file named beside a folder is not where modules are declared.
    static func isManifest(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if SwiftManifests.declaringModules.contains(name) || ["Podfile", "Cartfile", "settings.gradle", "settings.gradle.kts", "Mintfile"].contains(name) {
            return true
        }
        return name.hasSuffix(".yml") || name.hasSuffix(".yaml") || name.hasSuffix(".json") || name.hasSuffix(".toml")
    }

    /// A folder written as one (`Modules/`) or named by a folder noun after it ("the `Modules` folder").
    static func isFolder(_ path: String, term: Term, context: MappingContext) -> Bool {
        if path.hasSuffix("/") { return true }
        guard let noun = StatementReader.wordsAfter(term.position, context.reading.utterance.characters, limit: 1).split(separator: " ").first
        else { return false }
        return Lexicon.folderNouns.contains(noun.lowercasedFast())
    }

    static func declaredModule(_ context: inout MappingContext) -> [Mapped] {
        guard context.has(.declareVerb) else { return [] }
        var manifest: (Term, String)?
        var root: (Term, String)?
        for (term, path) in paths(context) {
            if isManifest(path) {
                manifest = manifest ?? (term, path)
            } else if root == nil, isFolder(path, term: term, context: context), let first = path.split(separator: "/").first {
                root = (term, PlaceReader.folderGlob(String(first)).replacingOccurrences(of: "/**", with: "").replacingOccurrences(of: "**/", with: ""))
            }
        }
        guard let manifest, let root else { return [] }
        context.claim(manifest.0)
        context.claim(root.0)
        return [Mapped(check: DeclaredModuleCheck(root: Glob(root.1), manifest: manifest.1),
                       origin: "module folders under `\(root.1)/` named in `\(manifest.1)`", severity: .error)]
    }

    /// "A change to a Realm `Object` must bump `RealmSchemaVersion`".
    static func coChange(_ context: inout MappingContext) -> [Mapped] {
        guard let bump = context.reading.utterance.cues.first(where: { $0.cue == .bumpVerb }) else { return [] }
        let terms = context.reading.terms
        guard let symbolTerm = terms.first(where: { $0.position > bump.range.lowerBound && $0.span?.typeName != nil }),
              let symbol = symbolTerm.span?.typeName else { return [] }
        let trigger = terms.filter { $0.position < bump.range.lowerBound }
        var types = trigger.compactMap { $0.span?.typeName }
        var attribute: String?
        for term in trigger { if case let .attribute(name)? = term.span { attribute = name } }
        if types.isEmpty {
            // Flattened prose: "Realm Object/EmbeddedObject".
            types = String(context.statement.text.prefix(while: { _ in true })).split(whereSeparator: { !$0.isLetterFast }).map(String.init)
                .filter { $0.count > 2 && $0.first!.isUppercase && ["Object", "Model", "Entity"].contains(where: $0.hasSuffix) && $0 != symbol }
        }
        guard !types.isEmpty || attribute != nil else { return [] }
        context.claimAll { _ in true }
        return [Mapped(check: CoChangeCheck(triggerConformances: types, triggerAttribute: attribute, requiredSymbol: symbol),
                       origin: "co-change: `\(symbol)` with stored members of " + types.joined(separator: "/"), severity: .error)]
    }
}
