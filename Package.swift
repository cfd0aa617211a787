// swift-tools-version:6.0
import PackageDescription

/// Type metadata by direct accessor calls, not by mangled name: a name is demangled at run
/// time, and each of its generic requirements costs a scan of every protocol conformance in
/// the binary, which would be most of `lotto new`'s start-up.
let directMetadataAccess: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
]

// Linux only: the app watches files with inotify, rewrites write O_TMPFILE files named through
// /proc, and Platform, the one target that calls the C library, calls Glibc. No other platform
// is named, since none builds.
let package = Package(
    name: "lotto",
    products: [
        .library(name: "Flux", targets: ["Flux"]),
        // Lotto's public API is its model: games and their rules by era, tickets, draws, prizes,
        // the number maker and wheels. The features, the files and the network are `package`:
        // the executable's, not a client's.
        .library(name: "Lotto", targets: ["Lotto"]),
        .executable(name: "lotto", targets: ["lotto"]),
        .executable(name: "lotto-benchmarks", targets: ["lotto-benchmarks"]),
    ],
    targets: [
        .target(name: "Flux", swiftSettings: directMetadataAccess),
        // Every call into the C library: files, locks, processes, signals, the terminal, the
        // environment, clocks, and text written straight into memory.
        .target(name: "Platform", swiftSettings: directMetadataAccess),
        .target(name: "Lotto", dependencies: ["Flux", "Platform"], swiftSettings: directMetadataAccess),
        .executableTarget(
            name: "lotto", dependencies: ["Lotto", "Flux", "Platform"], swiftSettings: directMetadataAccess),
        .executableTarget(
            name: "lotto-benchmarks", dependencies: ["Flux", "Lotto", "Platform"], path: "Benchmarks/LottoBenchmarks"),
        // Tests by level: each module's unit tests, the command line in process, and the
        // binary end to end. Helpers they share live in TestSupport, a plain target: it must
        // not import a test framework, or a static build of the package would fail.
        .target(name: "TestSupport", dependencies: ["Lotto"], path: "Tests/TestSupport"),
        // The tests' local server, serving every publisher's samples: `lotto draws update`
        // tried offline (`swift run lotto-local-publisher`).
        .executableTarget(name: "lotto-local-publisher", dependencies: ["TestSupport"], path: "Tests/LocalPublisher"),
        .testTarget(name: "FluxTests", dependencies: ["Flux"]),
        .testTarget(name: "LottoTests", dependencies: ["Lotto", "Flux", "Platform", "TestSupport"]),
        // The help pages' snapshots are read by path (HelpPageTests), not bundled.
        .testTarget(
            name: "CommandLineTests", dependencies: ["lotto", "Lotto", "Platform", "TestSupport"],
            exclude: ["HelpPages"]),
        // `lotto ui` in process: its screen state and store, its views and key map.
        .testTarget(name: "AppTests", dependencies: ["lotto", "Lotto", "TestSupport"]),
        // Depends on the executable so that `swift test` builds the binary it runs.
        .testTarget(name: "EndToEndTests", dependencies: ["lotto", "Lotto", "Platform", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
