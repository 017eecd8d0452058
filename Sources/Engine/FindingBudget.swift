/// How many findings of one check a run keeps. A pull request controls the files a run reads: a
/// generated or hostile file can hold hundreds of thousands of hits of one check, and each kept
/// finding costs memory and a line in every report (a SARIF file over the upload limit helps
/// nobody). Past the budget a check's findings are counted, exactly, and reported as a number;
/// the verdicts and the exit code count them like the listed ones.
package enum FindingBudget {
    /// Far above what a person reads in one report, well under what code-scanning uploads take.
    package static let perCheck = 5_000
}
