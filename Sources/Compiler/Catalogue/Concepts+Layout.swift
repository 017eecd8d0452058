import PreflightChecks

/// Numbers written where a layout token belongs: paddings, spacings, insets, corner radii,
/// frame and icon sizes, font sizes, constraint constants. Zero is exempt ("no gap" is not a
/// magic number), and so are previews, which never ship.
extension ConceptCatalogue {
    static let paddingPositions = [".padding(*)", "spacing:", "horizontalSpacing:", "verticalSpacing:", "EdgeInsets(*)", "UIEdgeInsets(*)",
                                   "NSDirectionalEdgeInsets(*)", "spacing =", "minimumLineSpacing =", "minimumInteritemSpacing =",
                                   "constant:", ".constant ="]
    static let radiusPositions = ["cornerRadius:", ".cornerRadius(_)", "layer.cornerRadius =", ".cornerRadius ="]
    static let sizePositions = [".frame(width:height:minWidth:maxWidth:minHeight:maxHeight:)", "equalToConstant:",
                                "greaterThanOrEqualToConstant:", "lessThanOrEqualToConstant:", "UIImage.SymbolConfiguration(pointSize:)",
                                ".rowHeight =", ".estimatedRowHeight =", ".offset(x:y:)"]
    static let fontSizePositions = [".system(size:)", "UIFont.systemFont(ofSize:)", "UIFont.boldSystemFont(ofSize:)",
                                    "UIFont.italicSystemFont(ofSize:)", "UIFont.monospacedSystemFont(ofSize:)",
                                    "UIFont.monospacedDigitSystemFont(ofSize:)", ".custom(size:) unless relativeTo:"]

    /// The groups of layout positions a statement's words name ("inset" → paddings and
    /// insets, "corner" → radii): nil when it names none, so the whole concept applies.
    package static func layoutPositions(named words: Set<String>) -> [String]? {
        let groups: [(words: Set<String>, positions: [String])] = [
            (["inset", "insets", "padding", "paddings", "spacing", "spacings", "margin", "margins", "gap", "gaps"], paddingPositions),
            (["radius", "radii", "corner", "corners"], radiusPositions),
            (["size", "sizes", "frame", "frames", "width", "widths", "height", "heights", "dimension", "dimensions"], sizePositions),
            (["font", "fonts", "typography"], fontSizePositions),
        ]
        let named = groups.filter { !$0.words.isDisjoint(with: words) }
        return named.isEmpty ? nil : named.flatMap(\.positions)
    }

    static func layoutLiterals(_ positions: [String], _ placement: Placement) -> [any FileCheck] {
        [ConceptChecks.literals(positions, [.number], allowsZero: true, placement, outside: [.previews])]
    }

    static let layout: [Concept] = [
        Concept(
            id: "magic-numbers", area: .layout, title: "magic numbers in layout",
            phrases: ["magic numbers", "magic number", "magic values", "magic-numbers", "raw numbers", "raw numeric values",
                      "raw layout values", "raw values for paddings", "raw values for padding", "hard-coded numbers", "hardcoded numbers",
                      "hard-coded layout values",
                      "매직 넘버", "매직넘버", "하드코딩된 숫자", "숫자 하드코딩", "숫자를 직접", "魔法数字", "魔数", "硬编码的数字", "硬编码数值",
                      "マジックナンバー", "数値を直接", "数値のハードコード", "nombres magiques", "valeurs magiques", "valeurs brutes",
                      "nombres en dur", "magische zahlen", "hartcodierte zahlen", "feste zahlenwerte", "números mágicos", "valores mágicos"],
            practicePhrases: ["design tokens", "layout tokens", "design-system tokens", "design system tokens", "定数化", "상수화",
                              "提取为常量", "定义为常量"],
            practicePhrasesNeedingConcept: ["定数化", "상수화", "提取为常量", "定义为常量"],
            replacement: "a design-system token (`Spacing`, `Radius`, `IconSize`, `Typography`)",
            triggering: [
                """
                struct PlanCard: View {
                    var body: some View {
                        VStack(alignment: .leading, spacing: 8) {
                            Text(plan.name)
                        }
                        .padding(16)
                        .background(.background, in: RoundedRectangle(cornerRadius: 12))
                    }
                }
                """,
                "Image(systemName: \"xmark\")\n    .frame(width: 44, height: 44)\n    .padding(.horizontal, -6)",
                "stack.spacing = 8\ncard.layer.cornerRadius = 12\nlabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true",
                "heightAnchor.constraint(equalToConstant: 48).isActive = true\ncell.contentView.layoutMargins = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)",
                "Text(title).font(.system(size: 17, weight: .semibold))",
            ],
            nonTriggering: [
                """
                struct PlanCard: View {
                    var body: some View {
                        VStack(alignment: .leading, spacing: Spacing.small) {
                            Text(plan.name).lineLimit(1)
                        }
                        .padding()
                        .padding(.bottom, 0)
                        .opacity(0.9)
                        .frame(maxWidth: .infinity)
                        .background(.background, in: RoundedRectangle(cornerRadius: Radius.card))
                    }
                }
                """,
                "enum Spacing {\n    static let small: CGFloat = 8\n    static let medium: CGFloat = 16\n}\nvar spacing: CGFloat = 8",
                "LazyVStack(spacing: 0) {}\nsectionInset = .zero\nstack.spacing = Spacing.small\nanchor.constraint(equalTo: other, constant: -Spacing.m)",
                "#Preview {\n    PlanCard(plan: .sample)\n        .frame(width: 320)\n        .padding(24)\n}",
                "let retries = 3\nlet timeout: TimeInterval = 30\nitems.prefix(5)\nText(\"Hi\").padding(Spacing.m * 2)",
            ],
            markers: [],
            make: ConceptChecks.swift { placement in layoutLiterals(paddingPositions + radiusPositions + sizePositions + fontSizePositions, placement) },
            makeNarrowed: { placement, words in
                // "No magic numbers in insets": the positions the words name, else all of them.
                let positions = layoutPositions(named: words) ?? (paddingPositions + radiusPositions + sizePositions + fontSizePositions)
                return ConceptChecks.swift { placement in layoutLiterals(positions, placement) }(placement)
            }
        ),
        Concept(
            id: "spacing-literals", area: .layout, title: "hard-coded paddings, spacings and insets",
            phrases: ["hard-coded paddings", "hard-coded padding", "hardcoded paddings", "hardcoded padding", "hard-coded spacings",
                      "hard-coded spacing", "hardcoded spacing", "hard-coded insets", "raw paddings", "raw spacings", "raw spacing values",
                      "literal paddings", "literal spacing", "numeric paddings", "numeric spacing", "하드코딩된 패딩", "패딩 하드코딩",
                      "하드코딩된 간격", "硬编码的间距", "写死的间距", "ハードコードされた余白", "marges en dur", "espacements en dur",
                      "hartcodierte abstände", "feste abstände", "márgenes fijos", "espaciados fijos"],
            practicePhrases: ["spacing tokens", "padding tokens", "inset tokens", "spacing constants"],
            replacement: "a `Spacing` token",
            triggering: [
                "HStack(spacing: 12) {\n    ForEach(stats) { StatView(stat: $0) }\n}\n.padding(.vertical, 24)",
                ".listRowInsets(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))",
                "sectionInset = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)\nminimumLineSpacing = 8",
            ],
            nonTriggering: [
                "HStack(spacing: Spacing.s) {\n    ForEach(stats) { StatView(stat: $0) }\n}\n.padding(.vertical, Spacing.l)\n.cornerRadius(12)\n.frame(width: 44)",
                "LazyVStack(spacing: 0) {}\n.padding()\nlet insets = UIEdgeInsets.zero\ncollectionView.contentInset = Insets.list",
            ],
            make: ConceptChecks.swift { placement in layoutLiterals(paddingPositions, placement) }
        ),
        Concept(
            id: "corner-radius-literals", area: .layout, title: "hard-coded corner radii",
            phrases: ["hard-coded corner radii", "hard-coded corner radius", "hardcoded corner radii", "hardcoded corner radius",
                      "literal corner radii", "literal corner radius", "raw corner radii", "numeric corner radii", "하드코딩된 모서리 반경",
                      "硬编码的圆角", "写死的圆角", "角丸の数値", "rayons d'angle en dur", "hartcodierte eckenradien", "radios de esquina fijos"],
            practicePhrases: ["radius tokens", "corner radius tokens", "corner-radius tokens"],
            replacement: "a `Radius` token",
            triggering: [
                ".clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))",
                "image.resizable().cornerRadius(12)\ncontentView.layer.cornerRadius = 10",
            ],
            nonTriggering: [
                ".clipShape(RoundedRectangle(cornerRadius: Radius.medium, style: .continuous))\n.padding(16)",
                "image.cornerRadius(Theme.radius)\ncontentView.layer.cornerRadius = Radius.card\nlayer.masksToBounds = true",
            ],
            make: ConceptChecks.swift { placement in layoutLiterals(radiusPositions, placement) }
        ),
        Concept(
            id: "size-literals", area: .layout, title: "hard-coded frame and icon sizes",
            phrases: ["hard-coded sizes", "hardcoded sizes", "hard-coded frame sizes", "fixed frame sizes", "hard-coded icon sizes",
                      "fixed icon sizes", "literal icon sizes", "numeric frame sizes", "하드코딩된 크기", "硬编码的尺寸", "ハードコードされたサイズ",
                      "tailles en dur", "hartcodierte größen", "tamaños fijos"],
            practicePhrases: ["size tokens", "icon size tokens"],
            replacement: "an `IconSize` / `Metrics` token",
            triggering: [
                "Image(systemName: symbol)\n    .resizable()\n    .frame(width: 24, height: 24)",
                "heightAnchor.constraint(equalToConstant: 48).isActive = true\ntableView.rowHeight = 44",
            ],
            nonTriggering: [
                "Image(systemName: symbol)\n    .resizable()\n    .frame(width: IconSize.medium, height: IconSize.medium)\n    .frame(maxWidth: .infinity)\n    .padding(8)",
                "heightAnchor.constraint(equalToConstant: Metrics.buttonHeight).isActive = true\ntableView.rowHeight = UITableView.automaticDimension",
            ],
            make: ConceptChecks.swift { placement in layoutLiterals(sizePositions, placement) }
        ),
    ]
}
