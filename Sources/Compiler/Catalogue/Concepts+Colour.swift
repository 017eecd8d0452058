import PreflightChecks

/// Colours built from numbers or hex strings in code instead of the asset catalogue or the
/// design system. A named asset (`Color("Brand")`) and opacity on a token are not literals.
extension ConceptCatalogue {
    static let colourPositions = ["Color(red:green:blue:white:hue:saturation:brightness:hex:)",
                                  "UIColor(red:green:blue:white:hue:saturation:brightness:hex:hexString:rgb:displayP3Red:)",
                                  ".init(red:green:blue:white:hue:saturation:brightness:)", "CGColor(red:green:blue:gray:)",
                                  "NSColor(red:green:blue:white:hue:saturation:brightness:)"]

    static let colour: [Concept] = [
        Concept(
            id: "colour-literals", area: .colour, title: "colour literals",
            phrases: ["colour literals", "color literals", "colour literal", "color literal", "hard-coded colours", "hard-coded colors",
                      "hardcoded colours", "hardcoded colors", "hex colours", "hex colors", "hex colour strings", "hex color strings",
                      "rgb colours", "rgb colors", "raw colours", "raw colors", "색상 리터럴", "컬러 리터럴", "하드코딩된 색상", "颜色字面量",
                      "硬编码颜色", "写死的颜色", "カラーリテラル", "色の直接指定", "rgb 直指定", "couleurs codées en dur", "couleurs en dur",
                      "farbliterale", "farbliteral", "hartcodierte farben", "colores literales", "colores codificados", "colores fijos"],
            practicePhrases: ["colour tokens", "color tokens", "asset catalog colours", "asset catalog colors", "colours from the asset catalog",
                              "colors from the asset catalog", "colours from the asset catalogue", "palette tokens"],
            replacement: "a colour from the asset catalogue or the design system",
            triggering: [
                ".tint(Color(red: 0.12, green: 0.45, blue: 0.92))\n.background(Color(red: 0, green: 0, blue: 0, opacity: 0.5))",
                "backgroundColor = UIColor(red: 1, green: 0.34, blue: 0.2, alpha: 1)\ntabBar.tintColor = UIColor(white: 0.85, alpha: 1)",
                "var lineColor: UIColor = #colorLiteral(red: 0.2, green: 0.6, blue: 0.86, alpha: 1)",
                ".foregroundStyle(Color(hex: \"#FF8800\"))\n.fill(isToday ? Color(hex: 0x3478F6) : .clear)\nbackgroundColor = .init(white: 0, alpha: 0.4)",
                ".stroke(Color(hue: 0.38, saturation: 0.7, brightness: 0.8), lineWidth: Metrics.ring)",
            ],
            nonTriggering: [
                ".tint(Color.brandPrimary)\n.background(Color(\"CTAHalo\").opacity(0.3))\n.fill(Palette.black.opacity(0.5))",
                "backgroundColor = UIColor(named: \"BadgeBackground\")\nlayer.borderColor = UIColor.separator.cgColor\n"
                    + "let color = UIColor(resource: .brandAccent)\n.fill(Color(.secondarySystemBackground))",
                "let tint = Color(red: model.red, green: model.green, blue: model.blue)\n.stroke(DesignSystem.Colors.success, lineWidth: 6)",
            ],
            markers: [],
            make: ConceptChecks.swift { placement in
                [ConceptChecks.literals(colourPositions, [.number, .string], allowsZero: false, placement, outside: [.previews]),
                 ConceptChecks.symbols(["#colorLiteral"], placement, outside: [.previews])]
            }
        ),
    ]
}
