import Foundation

/// The inputs kept for a fuzz target (`scripts/fuzz`): the files in `Tests/Fixtures/Fuzz/<target>/`
/// `crashes` (every crash, leak or hang a run found, kept as a regression test) and `seeds`
/// (inputs written by hand to start from), sorted by name.
public func fuzzFindings(_ target: String) -> [URL] {
    // NB: Sources/TestSupport/Shared/ → the package's root.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let folder = root.appendingPathComponent("Tests/Fixtures/Fuzz/\(target)")
    return ["crashes", "seeds"].flatMap { kind in
        ((try? FileManager.default.contentsOfDirectory(at: folder.appendingPathComponent(kind), includingPropertiesForKeys: nil)) ?? [])
            .filter { !$0.lastPathComponent.hasPrefix(".") }
    }.sorted { $0.lastPathComponent < $1.lastPathComponent }
}
