// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "lotto",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Flux", targets: ["Flux"]),
        .library(name: "Lotto", targets: ["Lotto"]),
        .executable(name: "lotto", targets: ["lotto"]),
        .executable(name: "lotto-benchmarks", targets: ["lotto-benchmarks"]),
    ],
    targets: [
        .target(name: "Flux"),
        .target(name: "Lotto", dependencies: ["Flux"]),
        .executableTarget(name: "lotto", dependencies: ["Lotto", "Flux"]),
        .executableTarget(
            name: "lotto-benchmarks", dependencies: ["Flux", "Lotto"], path: "Benchmarks/LottoBenchmarks"),
        .testTarget(name: "FluxTests", dependencies: ["Flux"]),
        .testTarget(name: "LottoTests", dependencies: ["Lotto", "Flux", "lotto"]),
    ],
    swiftLanguageModes: [.v6]
)
