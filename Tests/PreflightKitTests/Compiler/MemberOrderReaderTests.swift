import Testing
@testable import PreflightChecks
@testable import PreflightCompiler

/// The member orders documents write out, read into `member-order` groups: on one line between
/// arrows, in a sentence between commas, or as a list under a lead-in, in several languages;
/// and what is not an order, or names a group no check knows, read as nothing.
@Suite struct MemberOrderReaderTests {
    @Test func ordersOnOneLine() {
        #expect(MemberOrderReader.order(in: "타입 내부 선언 순서: nested types -> static props -> stored props -> computed props -> init -> lifecycle -> public/internal methods -> private methods")
            == ["type", "static property", "stored", "computed", "init", "lifecycle", "public/internal method", "private method"])
        #expect(MemberOrderReader.order(in: "**public** → **internal** → **private** の順序")
            == ["public method", "internal method", "private method"])
        #expect(MemberOrderReader.order(in: "ライフサイクル、public メソッド、private メソッド、extension の順で整理する")
            == ["lifecycle", "public method", "private method"])
        #expect(MemberOrderReader.order(in: "Keep members in this order: properties, initializers, then methods.")
            == ["property", "init", "method"])
        #expect(MemberOrderReader.order(in: "类型内部的声明顺序：嵌套类型 → 静态属性 → 存储属性 → 计算属性 → 初始化方法 → 方法")
            == ["type", "static property", "stored", "computed", "init", "method"])
    }

    @Test func aHeadingCanSayTheLineIsAnOrder() {
        #expect(MemberOrderReader.order(in: "`init` → methods", context: "Declaration order") == ["init", "method"])
        #expect(MemberOrderReader.order(in: "`init` → methods", context: "Initialisers") == nil)
    }

    @Test func listsUnderALeadIn() {
        #expect(MemberOrderReader.order(ofItems: ["중첩 타입 (nested type)", "프로퍼티 (static → stored → computed)", "Initializer",
                                                 "메서드 (public → internal → private)"], leadIn: "타입 멤버 순서")
            == ["type", "static property", "stored", "computed", "init", "public method", "internal method", "private method"])
        #expect(MemberOrderReader.order(ofItems: ["**Stored Properties** (保存プロパティ)", "**Computed Properties** (計算プロパティ)",
                                                 "**Initialization** (イニシャライザ)", "**Instance Methods** (インスタンスメソッド)",
                                                 "**Static/Class Members** (静的メンバー)"], leadIn: "**推奨配置順序**:")
            == ["stored", "computed", "init", "method", "static"])
        // The lead-in must say it is an order.
        #expect(MemberOrderReader.order(ofItems: ["Properties", "Methods"], leadIn: "What a model holds:") == nil)
    }

    @Test func whatIsNotAnOrderIsNotRead() {
        // A part no group stands for.
        #expect(MemberOrderReader.order(in: "Order members: outlets, properties, actions, methods.") == nil)
        #expect(MemberOrderReader.order(ofItems: ["Properties", "Actions", "Methods"], leadIn: "Member order:") == nil)
        // A purpose, not an order.
        #expect(MemberOrderReader.order(in: "Split long types in order to keep properties, initializers and methods easy to find.") == nil)
        // A replacement written with an arrow.
        #expect(MemberOrderReader.order(in: "`ObservableObject` → `@Observable` in this order of migration") == nil)
        // Arrows without a word of order.
        #expect(MemberOrderReader.order(in: "properties → methods") == nil)
        // One group, or the same group twice.
        #expect(MemberOrderReader.order(in: "Order: methods") == nil)
        #expect(MemberOrderReader.order(in: "Order: methods, functions") == nil)
        // Two kinds in one part cannot be placed.
        #expect(MemberOrderReader.order(in: "Order: properties and methods, init") == nil)
        // What is ordered is not a type's members, or a part says more than its group.
        #expect(MemberOrderReader.order(in: "The generator emits code in this order: types, properties, methods.") == nil)
        #expect(MemberOrderReader.order(in: "The release process runs in order: types, methods, extensions.") == nil)
        #expect(MemberOrderReader.order(in: "State flows in order: stored properties → computed properties → body.") == nil)
        #expect(MemberOrderReader.order(in: "In an initializer, follow this order: assign stored properties, call super.init(), then call methods.") == nil)
        #expect(MemberOrderReader.order(in: "The `Order` struct exposes properties, methods, and nested types for line items.") == nil)
        #expect(MemberOrderReader.order(in: "Properties -> methods migration is tracked in the order of the tickets.") == nil)
        #expect(MemberOrderReader.order(ofItems: ["Never use implicitly unwrapped optionals for properties.", "Keep methods under 40 lines."],
                                        leadIn: "Rules, in order of importance:") == nil)
        #expect(MemberOrderReader.order(ofItems: ["Types — shared model changes land first", "Properties and storage migrations",
                                                 "Methods that use them"], leadIn: "Merge order") == nil)
    }
}

/// The lexicon's group phrases name only groups the check reads.
@Suite struct MemberOrderWordsTests {
    @Test func everyPhraseNamesAGroupTheCheckKnows() {
        for (phrase, group) in Lexicon.memberGroupPhrases where group != "-" {
            #expect(MemberGroup(group) != nil, "\(phrase) → \(group)")
            #expect(phrase == phrase.lowercased(), "\(phrase) is matched lower-cased")
        }
        // The byte prefilter finds every word of order, in any case.
        for word in Lexicon.memberOrderWords {
            for form in [word, word.uppercased(), word.prefix(1).uppercased() + word.dropFirst()] {
                #expect(MemberOrderReader.mayNameAnOrder("Members, in " + form + ":"), "\(form)")
            }
        }
        for level in Lexicon.memberOrderAccessWords.values {
            #expect(MemberGroup("\(level) method") != nil, "\(level)")
        }
    }
}
