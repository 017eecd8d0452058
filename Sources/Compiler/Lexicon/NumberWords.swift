extension Lexicon {
    /// Numbers written as words, as limits often are ("no more than six arguments", "at most
    /// three levels", "four hundred lines"). `hundred` and `thousand` multiply what precedes
    /// them; the others add. Only read where a limit or a counted thing stands beside them, so
    /// "one thing per function" stays no number. Articles that are also numbers ("un", "una")
    /// and words that are numbers only in another language ("once") are left out.
    static let numberWords: [String: Int] = {
        var words: [String: Int] = [:]
        for table in [englishNumbers, germanNumbers, frenchNumbers, spanishNumbers] {
            words.merge(table) { first, _ in first }
        }
        return words
    }()

    /// The "and" inside a number written as words ("one hundred and twenty").
    static let numberJoiners: Set<String> = ["and", "und", "et", "y"]

    /// The words that multiply the number before them.
    static let multiplierWords: [String: Int] = [
        "hundred": 100, "thousand": 1_000, "hundert": 100, "tausend": 1_000, "cent": 100, "cents": 100, "mille": 1_000,
        "cien": 100, "ciento": 100, "mil": 1_000,
    ]

    static let englishNumbers: [String: Int] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
        "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
        "eighty": 80, "ninety": 90,
    ]

    static let germanNumbers: [String: Int] = [
        "eins": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8, "neun": 9, "zehn": 10,
        "elf": 11, "zwölf": 12, "zwanzig": 20, "dreißig": 30, "vierzig": 40, "fünfzig": 50, "hundert": 100,
    ]

    static let frenchNumbers: [String: Int] = [
        "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7, "huit": 8, "neuf": 9, "dix": 10,
        "onze": 11, "douze": 12, "quinze": 15, "vingt": 20, "trente": 30, "quarante": 40, "cinquante": 50,
    ]

    static let spanishNumbers: [String: Int] = [
        "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8, "nueve": 9,
        "diez": 10, "doce": 12, "quince": 15, "veinte": 20, "treinta": 30, "cuarenta": 40, "cincuenta": 50,
    ]
}
