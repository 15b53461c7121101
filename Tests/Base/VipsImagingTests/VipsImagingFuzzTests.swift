import Foundation
import Testing
import VipsImaging

/// Every input the photo fuzz target (`scripts/fuzz photo`) found or starts from
/// (Tests/Fixtures/Fuzz/photo/crashes and seeds): accepted or refused, never a crash.
@Suite struct VipsImagingFuzzTests {
    static var inputs: [URL] {
        // NB: Tests/Base/VipsImagingTests/ → Tests/.
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return ["crashes", "seeds"].flatMap { kind in
            (try? FileManager.default.contentsOfDirectory(at: tests.appendingPathComponent("Fixtures/Fuzz/photo/\(kind)"),
                                                           includingPropertiesForKeys: nil)) ?? []
        }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// What the target does with an input (Fuzz/Photo/FuzzPhoto.swift).
    static func replay(_ file: URL) throws {
        let data = try Data(contentsOf: file)
        // NB: libvips warns of every broken image on standard error; these are broken on purpose.
        setenv("VIPS_WARNING", "0", 1)
        let imaging = VipsImaging()
        if imaging.format(of: data) != nil { _ = try? imaging.prepare(data) }
    }

    // NB: each input in a process of its own: one that crashes fails its own case, not the run.
    @Test(arguments: inputs)
    func aFuzzInputIsPreparedOrRefusedNeverACrash(_ file: URL) async {
        await #expect(processExitsWith: .success, "\(file.lastPathComponent)") { [file] in
            try VipsImagingFuzzTests.replay(file)
        }
    }

    @Test func anImageOfAKindNotAcceptedOrCutShortIsRefused() throws {
        let imaging = VipsImaging()
        let seeds = Dictionary(uniqueKeysWithValues: Self.inputs.map { ($0.lastPathComponent, $0) })
        for name in ["not-accepted.gif", "not-accepted.svg"] {
            #expect(imaging.format(of: try Data(contentsOf: #require(seeds[name]))) == nil, "\(name)")
        }
        for name in ["truncated.jpeg", "huge-dimensions.png"] {
            #expect(throws: VipsImaging.Refusal.self, "\(name)") { try imaging.prepare(Data(contentsOf: #require(seeds[name]))) }
        }
    }
}
