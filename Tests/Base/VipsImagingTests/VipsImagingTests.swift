import Foundation
import Testing
import VipsImaging

@Suite struct VipsImagingTests {
    let imaging = VipsImaging()

    @Test func aRotatedJPEGWithGPSComesOutUprightWithoutMetadata() throws {
        // 300×200 as stored, red on top; orientation 6 means "turn 90° clockwise to show".
        let source = try #require(VipsSample.make(width: 300, height: 200, orientation: 6,
                                                  gps: ["exif-ifd3-GPSLatitude": "48/1 51/1 24/1", "exif-ifd3-GPSLatitudeRef": "N"]))
        let stored = try #require(VipsSample.inspect(source))
        #expect(stored.fields.contains("exif-data") && stored.fields.contains("exif-ifd3-GPSLatitude"))

        let prepared = try imaging.prepare(source)
        #expect(prepared.format == .jpeg)
        let full = try #require(VipsSample.inspect(prepared.full))
        // Upright: tall now, and the red half is on the right (what was the top, turned clockwise).
        #expect(full.width == 200 && full.height == 300)
        #expect(prepared.fullSize == (200, 300))
        for output in [prepared.full, prepared.thumbnail, prepared.blurredFull, prepared.blurredThumbnail] {
            let fields = try #require(VipsSample.inspect(output)).fields
            #expect(!fields.contains { $0.hasPrefix("exif") || $0.hasPrefix("xmp") || $0.hasPrefix("iptc") || $0 == "icc-profile-data" },
                    "metadata left: \(fields)")
            #expect(!output.contains(Data("Exif".utf8)))
        }
    }

    @Test func theFullImageAndTheThumbnailFitTheirEdgesAndAreNeverEnlarged() throws {
        let large = try imaging.prepare(try #require(VipsSample.make(width: 4000, height: 3000)))
        #expect(large.fullSize == (2048, 1536))
        let thumbnail = try #require(VipsSample.inspect(large.thumbnail))
        #expect(thumbnail.width == 400 && thumbnail.height == 300)
        // Colours survive: red on top, blue below.
        #expect(thumbnail.top[0] > 200 && thumbnail.top[2] < 60 && thumbnail.bottom[2] > 200 && thumbnail.bottom[0] < 100,
                "\(thumbnail.top) \(thumbnail.bottom)")
        let small = try imaging.prepare(try #require(VipsSample.make(width: 120, height: 90)))
        #expect(small.fullSize == (120, 90))
    }

    /// An iPhone photo is in Display P3 with its profile embedded. The profile is stripped with the
    /// rest of the metadata, so the pixels must be converted to sRGB first, or every colour shifts.
    @Test(arguments: ["p3", "cmyk"])
    func aPhotoWithItsOwnColourProfileIsConvertedToSRGB(_ profile: String) throws {
        let source = try #require(VipsSample.make(width: 400, height: 400, profile: profile))
        let stored = try #require(VipsSample.inspect(source))
        #expect(stored.fields.contains("icc-profile-data"))
        if profile == "p3" {
            // Pure sRGB red is not P3's red: as stored, its red channel is well under 255.
            #expect(stored.top[0] < 245 && stored.top[1] > 20, "\(stored.top)")
        }
        let full = try #require(VipsSample.inspect(try imaging.prepare(source).full))
        #expect(!full.fields.contains("icc-profile-data"))
        if profile == "p3" {
            #expect(full.top[0] > 245 && full.top[1] < 20 && full.top[2] < 20, "\(full.top)")
            #expect(full.bottom[2] > 245 && full.bottom[0] < 20 && full.bottom[1] < 20, "\(full.bottom)")
        } else {
            // A print file (CMYK) comes out as RGB; pure red and blue are outside its gamut, so near.
            #expect(full.top.count == 3 && full.top[0] > 180 && full.top[0] > full.top[2] + 100, "\(full.top)")
            #expect(full.bottom[2] > 100 && full.bottom[2] > full.bottom[0] + 50, "\(full.bottom)")
        }
    }

    @Test func theBlurredVersionsHideDetail() throws {
        let prepared = try imaging.prepare(try #require(VipsSample.make(width: 800, height: 800)))
        let sharp = try #require(VipsSample.inspect(prepared.thumbnail))
        let blurred = try #require(VipsSample.inspect(prepared.blurredThumbnail))
        #expect(blurred.width == sharp.width)
        // Just above the red/blue border the blurred image mixes the two colours; the sharp one does not.
        #expect(sharp.column[15][0] > 200 && sharp.column[15][2] < 60, "\(sharp.column[15])")
        #expect(blurred.column[15][0] < 200 && blurred.column[15][2] > 60, "\(blurred.column[15])")
    }

    @Test(arguments: [VipsImaging.Format.png, .webp, .heic])
    func everyAcceptedFormatIsReadByContent(_ format: VipsImaging.Format) throws {
        let source = try #require(VipsSample.make(width: 640, height: 480, format: format))
        #expect(imaging.format(of: source) == format)
        let prepared = try imaging.prepare(source)
        #expect(prepared.format == format && prepared.fullSize == (640, 480))
        #expect(imaging.format(of: prepared.full) == .jpeg)
    }

    /// A JPEG whose frame header (SOF0) is patched to `width`×`height`, its data still a 16×16 image's.
    func lyingJPEG(width: UInt16, height: UInt16) throws -> Data {
        var jpeg = try #require(VipsSample.make(width: 16, height: 16))
        let frame = try #require(jpeg.range(of: Data([0xFF, 0xC0])))
        // After the marker: length (2), precision (1), height (2), width (2).
        jpeg.replaceSubrange(frame.upperBound + 3..<frame.upperBound + 7,
                             with: [UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)])
        return jpeg
    }

    /// NB: libjpeg calls data ending before the header's size a warning; the photo came out flat grey.
    @Test func aJPEGWithDataForFewerPixelsThanItsHeaderSaysIsRefused() throws {
        let jpeg = try lyingJPEG(width: 1600, height: 1200)
        #expect(imaging.format(of: jpeg) == .jpeg)
        #expect {
            try imaging.prepare(jpeg)
        } throws: { error in
            if case .undecodable(let message) = error as? VipsImaging.Refusal { return message.lowercased().contains("premature end") }
            return false
        }
    }

    @Test func aHeaderDeclaringMorePixelsThanACameraTakesIsRefusedBeforeDecoding() throws {
        #expect(throws: VipsImaging.Refusal.tooLarge(width: 30000, height: 30000)) { try imaging.prepare(try lyingJPEG(width: 30000, height: 30000)) }
        // 200 megapixels is the most; a photo at it still decodes (its data is for 16×16: refused as damaged, not as too large).
        #expect {
            try imaging.prepare(try lyingJPEG(width: 16000, height: 12500))
        } throws: { error in
            if case .undecodable = error as? VipsImaging.Refusal { return true }
            return false
        }
    }

    @Test func aTruncatedOrForeignFileIsRefused() throws {
        let jpeg = try #require(VipsSample.make(width: 1200, height: 900))
        #expect(throws: VipsImaging.Refusal.self) { try imaging.prepare(jpeg.prefix(jpeg.count / 2)) }
        #expect(throws: VipsImaging.Refusal.notAPhoto) { try imaging.prepare(Data("GIF89a not really".utf8)) }
        #expect(throws: VipsImaging.Refusal.notAPhoto) { try imaging.prepare(Data()) }
        #expect(throws: VipsImaging.Refusal.notAPhoto) { try imaging.prepare(Data("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8)) }
    }
}
