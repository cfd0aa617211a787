/// A check of new results whose output is on its way: the remembered results' file, still
/// locked, and what to remember once the results are out (``CheckActionCreator/remember(_:)``).
/// Let go without that, it leaves the file as it was: the results stay new.
package struct NewResultsShown {
    /// The file, locked since it was read.
    let file: SeenResultsFile.Held
    /// What was shown before, with this check's results added.
    package let seen: SeenResults
}
