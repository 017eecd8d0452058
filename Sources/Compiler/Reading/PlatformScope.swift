/// Rules that hold on one platform only: "On watchOS the view reads the model directly — no …",
/// a rule under "### AppKit (macOS): …". Which files belong to one platform is no path a check
/// can name (an app's targets share folders, and `#if os(…)` splits files), so such a rule,
/// read as if it held everywhere, would flag the code of every other platform: it stays with a
/// person. A platform followed by a version ("iOS 17+", "macOS 15.4") speaks of availability,
/// not of where a rule holds.
enum PlatformScope {
    /// The platform a statement is limited to, by its opening words or a heading above it.
    static func platform(of text: String, sectionPath: [String]) -> String? {
        if let platform = leadPlatform(text) { return platform }
        // The first heading is the document's title ("# Catbird iOS Client"), not a section.
        for title in sectionPath.dropFirst().reversed() {
            if let platform = headingPlatform(title) { return platform }
        }
        return nil
    }

    /// "On watchOS, …", "In the macOS app …", "watchOS では …": a platform in the statement's
    /// opening place.
    static func leadPlatform(_ text: String) -> String? {
        let words = self.words(text)
        guard let first = words.first else { return nil }
        // "Linux: `import FoundationNetworking` (no Alamofire)": a platform as the statement's label.
        if CodeSpan.platforms.contains(first) || Lexicon.otherPlatforms.contains(first),
           text.drop(while: { !$0.isLetterFast }).dropFirst(first.count).first.map({ ":：".contains($0) }) == true {
            return first
        }
        for platform in CodeSpan.platforms where first.hasPrefix(platform) {
            let rest = String(first.dropFirst(platform.count))
            let next = words.count > 1 ? words[1] : ""
            if Lexicon.platformPostpositions.contains(where: { rest.hasPrefix($0) || (rest.isEmpty && next.hasPrefix($0)) }) {
                return platform
            }
        }
        guard Lexicon.platformPrepositions.contains(first.lowercasedFast()) else { return nil }
        // An article may stand between: "in the watchOS app".
        var index = 1
        if index < words.count, Lexicon.articles.contains(words[index].lowercasedFast()) { index += 1 }
        guard index < words.count, CodeSpan.platforms.contains(words[index]), !isVersion(after: index, in: words) else { return nil }
        // "On iOS · iPadOS · tvOS, …": every platform the opening lists.
        let listed = words[index...].prefix { CodeSpan.platforms.contains($0) }
        return listed.joined(separator: ", ")
    }

    /// "watchOS: SwiftUI, …", "AppKit (macOS): …": a heading naming a platform narrower than
    /// the app, with no version after it.
    static func headingPlatform(_ title: String) -> String? {
        let words = self.words(title)
        for (index, word) in words.enumerated() where Lexicon.narrowerPlatforms.contains(word) && !isVersion(after: index, in: words) {
            return word
        }
        return nil
    }

    static func isVersion(after index: Int, in words: [String]) -> Bool {
        index + 1 < words.count && words[index + 1].first?.isNumber == true
    }

    /// Letters and digits in runs: "AppKit (macOS): observe" → AppKit, macOS, observe.
    static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { !$0.isLetterFast && !$0.isNumber }).map(String.init)
    }
}
