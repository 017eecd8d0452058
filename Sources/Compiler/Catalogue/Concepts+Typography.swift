import PreflightChecks

/// Font sizes fixed in points instead of text styles that follow Dynamic Type.
extension ConceptCatalogue {
    static let typography: [Concept] = [
        Concept(
            id: "fixed-font-sizes", area: .typography, title: "fixed font sizes",
            phrases: ["fixed font sizes", "fixed font size", "fixed-size fonts", "fixed size fonts", "fixed-size font", "hard-coded font sizes",
                      "hardcoded font sizes", "hard-coded font size", "literal font sizes", "numeric font sizes", "point-size fonts",
                      "고정 폰트 크기", "폰트 크기를 숫자로", "폰트 크기 고정", "写死字号", "固定字号", "固定字体大小", "固定フォントサイズ",
                      "フォントサイズの直接指定", "tailles de police fixes", "taille de police fixe", "tailles de police en dur",
                      "feste schriftgrößen", "feste schriftgröße", "hartcodierte schriftgrößen", "tamaños de fuente fijos",
                      "tamaño de fuente fijo", "fijar tamaños de fuente"],
            practicePhrases: ["dynamic type", "dynamic type text styles", "다이나믹 타입", "动态字体", "ダイナミックタイプ"],
            replacement: "a Dynamic Type text style (`.body`, `.headline`, `UIFont.preferredFont(forTextStyle:)`)",
            triggering: [
                "Text(episode.title).font(.system(size: 17, weight: .semibold))\nText(episode.duration).font(.system(size: 13))",
                "titleLabel.font = UIFont.systemFont(ofSize: 22, weight: .bold)\npriceLabel.font = .boldSystemFont(ofSize: 18)",
                "Text(name).font(.custom(\"Inter-SemiBold\", size: 20))\nText(code).font(Font.system(size: 12, design: .monospaced))",
            ],
            nonTriggering: [
                "Text(episode.title).font(.headline)\nText(episode.duration).font(.footnote.monospacedDigit())",
                "titleLabel.font = UIFont.preferredFont(forTextStyle: .title2)\ntitleLabel.adjustsFontForContentSizeCategory = true",
                "@ScaledMetric(relativeTo: .title) private var iconSize: CGFloat = 28\nvar body: some View {\n    Image(systemName: symbol).font(.system(size: iconSize))\n}",
                "Text(name).font(.custom(\"Inter-SemiBold\", size: 20, relativeTo: .title3))\nlet size = 17\n.padding(16)",
            ],
            make: ConceptChecks.swift { placement in layoutLiterals(fontSizePositions, placement) }
        ),
    ]
}
