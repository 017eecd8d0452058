import PreflightChecks
import PreflightRepository

/// User-facing text written as literals instead of localized resources, and formatters made
/// anew on every call. Literals without a letter (`"\(count)"`, `""`) and key-shaped ones
/// (`"login.title"`) are not user-facing text; previews and tests are not shipped UI.
extension ConceptCatalogue {
    static let stringPositions = [
        "Text(_) unless tableName: bundle:", "Button(_)", "Label(_)", "Toggle(_)", "TextField(_)", "SecureField(_)", "Section(_)",
        "Picker(_)", "Link(_)", "NavigationLink(_)", "Menu(_)", "Stepper(_)", "DatePicker(_)", "LabeledContent(_)",
        "ContentUnavailableView(_)", "ProgressView(_)", "GroupBox(_)", ".navigationTitle(_)", ".alert(_)", ".confirmationDialog(_)",
        ".badge(_)", ".help(_)", ".accessibilityLabel(_)", ".accessibilityHint(_)", ".searchable(prompt:)", ".setTitle(_)",
        "UIAlertController(title:message:)", "UIAlertAction(title:)", "UIBarButtonItem(title:)", ".text =", "title =",
        ".placeholder =", ".prompt =", ".accessibilityLabel =",
    ]

    static let localization: [Concept] = [
        Concept(
            id: "hard-coded-strings", area: .localization, title: "hard-coded user-facing strings",
            phrases: ["hard-coded user-facing strings", "hardcoded user-facing strings", "hard-coded user-facing text", "hard-coded ui strings",
                      "hardcoded ui strings", "hard-coded ui text", "hardcoded ui text", "unlocalized strings", "unlocalised strings",
                      "non-localized strings", "non-localised strings", "string literals in the ui", "user-facing string literals",
                      "하드코딩된 문구", "문구 하드코딩", "硬编码文案", "硬编码的文案", "文案硬编码", "文言のハードコード", "ハードコードされた文言",
                      "textes en dur", "textes codés en dur", "hartcodierte texte", "hartcodierten texte", "fest codierte texte",
                      "textos fijos", "textos en duro", "textos hardcodeados"],
            practicePhrases: ["localize every string", "localise every string", "localize all strings", "localise all strings",
                              "localize all user-facing strings", "localise all user-facing strings", "localized strings", "localised strings",
                              "本地化", "ローカライズ", "현지화"],
            replacement: "a localized string (`L10n`, `String(localized:)`, generated resources)",
            triggering: [
                "VStack {\n    Text(\"Welcome back\")\n    Button(\"Sign in\") { model.signIn() }\n        .accessibilityIdentifier(\"login.signIn\")\n}",
                "Label(\"Settings\", systemImage: \"gearshape\")\n.navigationTitle(\"Orders\")\n.alert(\"Delete draft?\", isPresented: $isDeleting) {}",
                "title = \"Profile\"\nnameCaptionLabel.text = \"Display name\"\ncontinueButton.setTitle(\"Continue\", for: .normal)",
                "Text(\"Items: \\(count)\")\nTextField(\"Email\", text: $email)\nSection(\"Votre réservation\") {}",
            ],
            nonTriggering: [
                "VStack {\n    Text(L10n.Login.welcome)\n    Button(L10n.Login.signIn) { model.signIn() }\n        .accessibilityIdentifier(\"login.signIn\")\n"
                    + "    Text(\"\\(model.attemptsLeft)\")\n    Text(\"\")\n    Image(systemName: \"tray\")\n}",
                "Label(L10n.Settings.title, systemImage: \"gearshape\")\n.navigationTitle(L10n.Orders.title)\nText(String(localized: \"search.empty.title\"))",
                "title = R.string.localizable.profileTitle()\ntableView.register(ProfileCell.self, forCellReuseIdentifier: \"ProfileCell\")\n"
                    + "logger.info(\"Profile shown\")\nlet title = \"Untitled\"\nText(verbatim: \"v1.2.3\")",
                "#Preview {\n    NavigationStack {\n        GreetingView(name: \"Ada\")\n            .navigationTitle(\"Preview\")\n    }\n}",
            ],
            markers: [],
            make: ConceptChecks.swift { placement in
                [ConceptChecks.literals(stringPositions, [.string], allowsZero: false, placement, outside: [.previews],
                                        excluding: TypeFamily.testGlobs.map(Glob.init))]
            }
        ),
        Concept(
            id: "inline-formatters", area: .localization, title: "formatters created on every call",
            phrases: ["inline formatters", "formatters created inline", "formatters created in body", "formatter instances",
                      "creating formatters", "포매터 생성", "创建格式化器", "フォーマッタの生成", "formateurs créés à la volée",
                      "formatter-instanzen", "formateadores creados"],
            practicePhrases: ["cached formatters", "static formatters", "shared formatters", "reuse formatters"],
            replacement: "a formatter kept in a `static let`, or `.formatted(…)` format styles",
            triggering: [
                "var body: some View {\n    let formatter = DateFormatter()\n    formatter.dateStyle = .medium\n    return Text(formatter.string(from: date))\n}",
                "func priceText(_ value: Decimal) -> String {\n    let formatter = NumberFormatter()\n    formatter.numberStyle = .currency\n    return formatter.string(for: value) ?? \"\"\n}",
            ],
            nonTriggering: [
                "private static let formatter: DateFormatter = {\n    let formatter = DateFormatter()\n    formatter.dateStyle = .medium\n    return formatter\n}()\n"
                    + "var body: some View { Text(Self.formatter.string(from: date)) }",
                "private let isoFormatter = ISO8601DateFormatter()\nvar body: some View { Text(date.formatted(date: .abbreviated, time: .omitted)) }",
            ],
            markers: ["DateFormatter", "NumberFormatter"],
            make: ConceptChecks.swift { placement in
                [ConceptChecks.calls(["DateFormatter()", "NumberFormatter()", "ISO8601DateFormatter()", "DateComponentsFormatter()",
                                      "DateIntervalFormatter()", "MeasurementFormatter()", "ByteCountFormatter()", "RelativeDateTimeFormatter()",
                                      "PersonNameComponentsFormatter()", "ListFormatter()"], placement, outside: [.storedValues])]
            }
        ),
    ]
}
