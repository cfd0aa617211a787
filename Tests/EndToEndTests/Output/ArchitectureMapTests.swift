import Testing

/// How the architecture map's test reads docs/architecture.md's tree: by whole paths, so that
/// a new folder named like one mapped elsewhere (five names occur twice) is not taken as mapped.
@Suite struct ArchitectureMapTests {
    static let tree = """
        The tree:

        ```
        Sources/
          Platform/                 every call into the C library
            SystemCall.swift        the calls' one home
            Time/, Math/            the clocks; exp and log
          Lotto/                    the domain
            Model/                  values and pure logic, no files
              Game/                 LottoGame, GameID, LottoRule,
                                    PrizeTier/ (a description, not a folder)
              Money/, Time/         Money; CivilDate
            Application/            the features
              Drawing/, Check/
        ```

        Not the tree: Lotto/Storage/Time/
        """

    @Test func eachEntryIsReadAsItsWholePath() {
        #expect(
            ArchitectureMap(Self.tree).paths == [
                "Platform", "Platform/SystemCall.swift", "Platform/Time", "Platform/Math", "Lotto", "Lotto/Model",
                "Lotto/Model/Game", "Lotto/Model/Money", "Lotto/Model/Time", "Lotto/Application",
                "Lotto/Application/Drawing", "Lotto/Application/Check",
            ])
    }

    /// `Time/` is mapped under Platform/ and Model/: a Time/ folder anywhere else is not, though
    /// its name is in the map.
    @Test func aFolderNamedLikeOneMappedElsewhereIsUnmapped() {
        let map = ArchitectureMap(Self.tree)
        let folders = ["Lotto/Model/Time", "Platform/Time", "Lotto/Storage/Time", "Lotto/Check", "Lotto"]
        #expect(map.unmapped(folders) == ["Lotto/Check", "Lotto/Storage/Time"])
        // What the map test matched before, the last path component, took both as mapped.
        #expect(folders.filter { !Self.tree.contains(($0.split(separator: "/").last ?? "") + "/") }.isEmpty)
    }

    @Test func aMapWithNoTreeMapsNothing() {
        #expect(ArchitectureMap("Sources/Lotto/Model/ is the model.").paths.isEmpty)
        #expect(ArchitectureMap("").unmapped(["Lotto"]) == ["Lotto"])
    }
}
