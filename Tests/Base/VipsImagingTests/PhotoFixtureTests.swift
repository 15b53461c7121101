import Foundation
import Testing
import VipsImaging

/// The photo files the processor contract tests read (Tests/Fixtures/Photos), made here with
/// libvips so that a Mac without libvips tests ImageIO on the same bytes. Each is checked to be
/// what the contract tests take it for; `HABITSUITE_WRITE_PHOTO_FIXTURES=1 swift test --filter
/// PhotoFixtureTests` makes them again first.
@Suite(.serialized) struct PhotoFixtureTests {
    struct Fixture: Sendable, CustomTestStringConvertible {
        var name: String
        var format: VipsImaging.Format
        var width: Int
        var height: Int
        var orientation: Int? = nil
        var gps = false
        var noise: Double? = nil
        var testDescription: String { name }

        func make() -> Data? {
            VipsSample.make(width: width, height: height, format: format, orientation: orientation,
                            gps: gps ? ["exif-ifd3-GPSLatitude": "48/1 51/1 24/1", "exif-ifd3-GPSLatitudeRef": "N"] : [:], noise: noise)
        }
    }

    static let fixtures: [Fixture] = [
        // Stored landscape, red on top, tagged "turn 90° clockwise to show", with a location.
        Fixture(name: "rotated-with-location.jpeg", format: .jpeg, width: 300, height: 200, orientation: 6, gps: true),
        Fixture(name: "sample.jpeg", format: .jpeg, width: 160, height: 120),
        Fixture(name: "sample.png", format: .png, width: 160, height: 120),
        Fixture(name: "sample.heic", format: .heic, width: 160, height: 120),
        Fixture(name: "sample.webp", format: .webp, width: 160, height: 120),
        // Larger than the full image's edge.
        Fixture(name: "large.png", format: .png, width: 2600, height: 1300),
        // Detail everywhere: its blurred versions compress to a fraction of it.
        Fixture(name: "noise.jpeg", format: .jpeg, width: 240, height: 180, noise: 60),
    ]

    static var folder: URL {
        // NB: Tests/Base/VipsImagingTests/ → Tests/.
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Photos")
    }

    @Test(arguments: fixtures)
    func eachFixtureIsWhatTheContractTestsTakeItFor(_ fixture: Fixture) throws {
        let file = Self.folder.appendingPathComponent(fixture.name)
        if ProcessInfo.processInfo.environment["HABITSUITE_WRITE_PHOTO_FIXTURES"] != nil {
            try #require(fixture.make()).write(to: file)
        }
        let data = try Data(contentsOf: file)
        #expect(VipsImaging().format(of: data) == fixture.format)
        let stored = try #require(VipsSample.inspect(data))
        #expect(stored.width == fixture.width && stored.height == fixture.height)
        if fixture.orientation != nil { #expect(stored.fields.contains("orientation") && stored.fields.contains("exif-data")) }
        #expect(stored.fields.contains("exif-ifd3-GPSLatitude") == fixture.gps)
    }
}
