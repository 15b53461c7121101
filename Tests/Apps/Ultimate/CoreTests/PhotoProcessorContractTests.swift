import Foundation
import Testing
import UltimateCore

/// The photo rules, written once and run against every processor this build has
/// (`PhotoLibrary.availableProcessors`): libvips on Linux; ImageIO and Core Image on a Mac (and
/// libvips there too when it is installed). The inputs are files (Tests/Fixtures/Photos, made by
/// VipsImagingTests' `PhotoFixtureTests`) and the outputs are read byte by byte here, with no image
/// library, so the same tests hold on both platforms.
@Suite struct PhotoProcessorContractTests {
    struct Processor: Sendable, CustomTestStringConvertible {
        let processor: any PhotoProcessor
        var testDescription: String { String(describing: type(of: processor)) }
    }

    static let processors = PhotoLibrary.availableProcessors.map(Processor.init)

    static func fixture(_ name: String) throws -> Data {
        // NB: Tests/Apps/Ultimate/CoreTests/ → Tests/.
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return try Data(contentsOf: tests.appendingPathComponent("Fixtures/Photos/\(name)"))
    }

    @Test func thisPlatformHasAProcessor() {
        #expect(PhotoLibrary.platformProcessor != nil && !Self.processors.isEmpty)
    }

    @Test(arguments: processors, ["sample.jpeg", "sample.png", "sample.heic", "sample.webp"])
    func everyAcceptedFormatIsPreparedAsJPEGsOfItsSize(_ processor: Processor, _ name: String) throws {
        let photo = try processor.processor.prepare(Self.fixture(name))
        #expect(photo.width == 160 && photo.height == 120)
        for (output, size) in [(photo.full, (160, 120)), (photo.thumbnail, (160, 120)), (photo.blurredThumbnail, (160, 120))] {
            let header = try #require(JPEGHeader(output), "\(name): not a JPEG")
            #expect(header.width == size.0 && header.height == size.1)
        }
        #expect(JPEGHeader(photo.blurredFull) != nil)
    }

    @Test(arguments: processors)
    func aLandscapeStoredPhotoTaggedRotateNinetyComesOutPortraitWithoutAnyMetadata(_ processor: Processor) throws {
        let source = try Self.fixture("rotated-with-location.jpeg")
        #expect(try #require(JPEGHeader(source)).width == 300 && source.contains(Data("Exif\0\0".utf8)))
        let photo = try processor.processor.prepare(source)
        #expect(photo.width == 200 && photo.height == 300)
        for output in [photo.full, photo.thumbnail, photo.blurredFull, photo.blurredThumbnail] {
            let header = try #require(JPEGHeader(output))
            #expect(header.height > header.width, "\(header.width) × \(header.height) is not portrait")
            // APP1 holds EXIF (its GPS fields and maker notes) and XMP; APP2 an ICC profile; APP13 IPTC; FE a comment.
            #expect(header.markers.allSatisfy { $0 == 0xE0 || !((0xE1...0xEF).contains($0) || $0 == 0xFE) },
                    "metadata segments left: \(header.markers.map { String($0, radix: 16) })")
            #expect(!output.contains(Data("Exif\0\0".utf8)) && !output.contains(Data("http://ns.adobe.com/xap".utf8)))
        }
    }

    @Test(arguments: processors)
    func theFullImageAndTheThumbnailFitTheirEdgesAndAreNeverEnlarged(_ processor: Processor) throws {
        let large = try processor.processor.prepare(Self.fixture("large.png"))
        #expect(large.width == 2048 && large.height == 1024)
        let full = try #require(JPEGHeader(large.full))
        let thumbnail = try #require(JPEGHeader(large.thumbnail))
        #expect(full.width == 2048 && full.height == 1024)
        #expect(thumbnail.width == 400 && thumbnail.height == 200)
        let blurred = try #require(JPEGHeader(large.blurredFull))
        #expect(max(blurred.width, blurred.height) <= 512)
    }

    @Test(arguments: processors)
    func theBlurredVersionsAreNotTheSharpOnes(_ processor: Processor) throws {
        let photo = try processor.processor.prepare(Self.fixture("noise.jpeg"))
        #expect(photo.blurredThumbnail != photo.thumbnail && photo.blurredFull != photo.full)
        // Noise blurred is nearly flat: a JPEG of it is a fraction of the sharp one's size.
        #expect(photo.blurredThumbnail.count * 4 < photo.thumbnail.count, "\(photo.blurredThumbnail.count) vs \(photo.thumbnail.count)")
        let sharp = try #require(JPEGHeader(photo.thumbnail))
        let blurred = try #require(JPEGHeader(photo.blurredThumbnail))
        #expect(blurred.width == sharp.width && blurred.height == sharp.height)
    }

    @Test(arguments: processors)
    func aHeaderDeclaringThreeHundredMegapixelsIsRefusedBeforeDecoding(_ processor: Processor) throws {
        var bomb = try Self.fixture("sample.jpeg")
        let frame = try #require(bomb.range(of: Data([0xFF, 0xC0])))
        // After the marker: length (2), precision (1), height (2), width (2): 20000 × 15000.
        bomb.replaceSubrange(frame.upperBound + 3..<frame.upperBound + 7, with: [0x3A, 0x98, 0x4E, 0x20])
        let started = ContinuousClock.now
        #expect(throws: UltimateError.photoRefused("This photo says it is 20000 × 15000 pixels, more than any camera takes (at most 200 megapixels).")) {
            try processor.processor.prepare(bomb)
        }
        #expect(ContinuousClock.now - started < .seconds(1))
    }

    @Test(arguments: processors, ["sample.jpeg", "sample.png", "sample.heic", "sample.webp", "rotated-with-location.jpeg"])
    func aFileCutShortIsRefused(_ processor: Processor, _ name: String) throws {
        let whole = try Self.fixture(name)
        #expect(throws: UltimateError.photoRefused("This photo cannot be read in full (it may be truncated or damaged).")) {
            try processor.processor.prepare(whole.prefix(whole.count * 2 / 3))
        }
    }

    static let notPhotos: [(String, Data)] = [
        ("GIF", Data("GIF89a\u{1}\0\u{1}\0\0\0\0;".utf8)),
        ("TIFF", tiff),
        ("SVG", Data("<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><rect width='10' height='10'/></svg>".utf8)),
        ("PDF", Data("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n".utf8)),
        ("text", Data("just text".utf8)),
        ("nothing", Data()),
    ]

    /// A valid 1×1 grey TIFF, uncompressed: header, one directory of eight entries, one pixel.
    static var tiff: Data {
        var bytes: [UInt8] = Array("II*\0".utf8) + [8, 0, 0, 0, 8, 0]
        let entries: [(tag: UInt16, type: UInt16, value: UInt32)] = [(256, 3, 1), (257, 3, 1), (258, 3, 8), (259, 3, 1), (262, 3, 1),
                                                                       (273, 4, 8 + 2 + 8 * 12 + 4), (278, 3, 1), (279, 4, 1)]
        for entry in entries {
            bytes += withUnsafeBytes(of: entry.tag.littleEndian, Array.init) + withUnsafeBytes(of: entry.type.littleEndian, Array.init)
                + [1, 0, 0, 0] + withUnsafeBytes(of: entry.value.littleEndian, Array.init)
        }
        return Data(bytes + [0, 0, 0, 0, 0x80])
    }

    @Test(arguments: processors, notPhotos.map(\.0))
    func aFileOfAnotherKindIsRefused(_ processor: Processor, _ kind: String) throws {
        let data = try #require(Self.notPhotos.first { $0.0 == kind }).1
        #expect(throws: UltimateError.photoRefused("This file is not a JPEG, PNG, HEIC or WebP photo.")) { try processor.processor.prepare(data) }
    }
}

/// What the tests read of a JPEG without decoding it: its size from the frame header (SOF) and the
/// markers of the segments before its first scan.
struct JPEGHeader {
    var width = 0
    var height = 0
    var markers: [UInt8] = []

    init?(_ data: Data) {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var at = 2
        while at + 4 <= bytes.count, bytes[at] == 0xFF, bytes[at + 1] != 0xDA {
            let marker = bytes[at + 1]
            let length = Int(bytes[at + 2]) * 256 + Int(bytes[at + 3])
            markers.append(marker)
            if [0xC0, 0xC1, 0xC2].contains(marker), at + 9 <= bytes.count {
                height = Int(bytes[at + 5]) * 256 + Int(bytes[at + 6])
                width = Int(bytes[at + 7]) * 256 + Int(bytes[at + 8])
            }
            at += 2 + length
        }
        guard width > 0, height > 0 else { return nil }
    }
}
