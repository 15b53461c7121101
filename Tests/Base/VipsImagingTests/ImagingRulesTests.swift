import Foundation
import Testing
import VipsImaging

/// The rules in `Imaging` that both photo implementations apply byte by byte: the signature, a
/// file's own end, the metadata segments removed from a JPEG; and libvips starting lazily.
@Suite struct ImagingRulesTests {
    @Test(arguments: VipsImaging.Format.allCases)
    func aFormatIsKnownByItsSignatureAndAFileCutShortIsNotWhole(_ format: VipsImaging.Format) throws {
        let data = try #require(VipsSample.make(width: 64, height: 48, format: format))
        #expect(PhotoFormat(signatureOf: data) == format)
        #expect(format.endsWhole(data))
        for cut in [data.count / 2, data.count - 2, 40] {
            #expect(!format.endsWhole(data.prefix(cut)), "\(format) cut at \(cut) of \(data.count)")
        }
    }

    @Test func anythingElseHasNoAcceptedSignature() {
        for text in ["GIF89a\u{1}\u{0}", "II*\u{0}\u{8}\u{0}\u{0}\u{0}", "%PDF-1.4", "<svg xmlns='http://www.w3.org/2000/svg'/>", "", "RIFF\u{0}\u{0}\u{0}\u{0}WAVE"] {
            #expect(PhotoFormat(signatureOf: Data(text.utf8)) == nil, "\(text)")
        }
    }

    @Test func aJPEGStrippedOfMetadataKeepsItsPixelsAndLosesItsEXIFAndLocation() throws {
        let tagged = try #require(VipsSample.make(width: 120, height: 80, orientation: 6, gps: ["exif-ifd3-GPSLatitude": "48/1 51/1 24/1"]))
        let before = try #require(VipsSample.inspect(tagged))
        #expect(before.fields.contains("exif-data"))
        let stripped = try #require(JPEGMetadata.stripped(tagged))
        #expect(!stripped.contains(Data("Exif".utf8)) && stripped.count < tagged.count)
        let after = try #require(VipsSample.inspect(stripped))
        #expect(!after.fields.contains { $0.hasPrefix("exif") } && !after.fields.contains("orientation"))
        #expect(after.width == before.width && after.height == before.height && after.column == before.column)
        #expect(JPEGMetadata.stripped(Data("not a jpeg".utf8)) == nil)
    }

    @Test(arguments: [(30000, 30000), (0, 100), (Int.max, 2)])
    func aDeclaredSizeAboveTheLimitOrEmptyIsRefused(width: Int, height: Int) {
        #expect(throws: PhotoRefusal.tooLarge(width: width, height: height)) { try PhotoRules.checkDeclaredSize(width: width, height: height) }
    }

    @Test func theLargestPhotoAndFittingKeepTheirProportions() throws {
        try PhotoRules.checkDeclaredSize(width: 16000, height: 12500)
        #expect(PhotoRules.fitted(width: 4000, height: 3000, edge: 2048) == (2048, 1536))
        #expect(PhotoRules.fitted(width: 900, height: 1200, edge: 400) == (300, 400))
        #expect(PhotoRules.fitted(width: 120, height: 90, edge: 400) == (120, 90))
    }

    /// NB: issue 28: a server makes its photo processor at start-up; libvips starts with the first photo.
    @Test func libvipsStartsWithTheFirstPhotoNotWhenTheProcessorIsMade() async {
        await #expect(processExitsWith: .success) {
            let imaging = VipsImaging()
            guard !VipsImaging.hasStarted else { exit(1) }
            _ = imaging.format(of: Data("not a photo".utf8))
            exit(VipsImaging.hasStarted ? 0 : 2)
        }
    }
}
