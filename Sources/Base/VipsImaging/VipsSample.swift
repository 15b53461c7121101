import CVipsShim
import Foundation

/// Sample images for tests and benchmarks, and what a file holds (size, pixels, metadata fields).
public enum VipsSample {
    /// A `width`×`height` image, its top half red and its bottom half blue, encoded as `format`,
    /// with an EXIF orientation tag and GPS fields when given.
    /// `noise` (a standard deviation per channel) makes it Gaussian noise instead: as costly to
    /// decode as a detailed photo. `profile` (libvips' built-in `p3` or `cmyk`) converts it to that
    /// colour space and embeds the profile, as an iPhone's Display P3 photos carry theirs.
    public static func make(width: Int, height: Int, format: VipsImaging.Format = .jpeg,
                            orientation: Int? = nil, gps: [String: String] = [:], noise: Double? = nil,
                            profile: String? = nil) -> Data? {
        VipsImaging.startForSamples()
        let made = noise.map { hs_vips_noise(Int32(width), Int32(height), $0) } ?? hs_vips_sample(Int32(width), Int32(height))
        guard let drawn = made else { return nil }
        var image = drawn
        if let profile {
            defer { hs_vips_release(drawn) }
            guard let converted = hs_vips_to_profile(drawn, profile) else {
                _ = VipsImaging.takeError()
                return nil
            }
            image = converted
        }
        defer { hs_vips_release(image) }
        if let orientation { hs_vips_set_int(image, "orientation", Int32(orientation)) }
        for (field, value) in gps { hs_vips_set_text(image, field, value) }
        var buffer: UnsafeMutableRawPointer?
        var length = 0
        let name = format == .heic ? "heif" : format.rawValue
        guard hs_vips_encode(image, name, &buffer, &length) == 0, let buffer else {
            _ = VipsImaging.takeError()
            return nil
        }
        defer { hs_vips_free(buffer) }
        return Data(bytes: buffer, count: length)
    }

    /// What an encoded image holds, as stored (not turned upright).
    public struct Inspection: Sendable {
        public var width: Int
        public var height: Int
        /// Its metadata fields (`exif-data`, `exif-ifd3-GPSLatitude`, `orientation`, …).
        public var fields: [String]
        /// RGB down the middle column, at 32 evenly spaced rows (row i at y = height × (i + ½) / 32).
        public var column: [[Double]]
        /// RGB at the centre of the top quarter and of the bottom quarter.
        public var top: [Double] { column[8] }
        public var bottom: [Double] { column[24] }
    }

    public static func inspect(_ data: Data) -> Inspection? {
        VipsImaging.startForSamples()
        return data.withUnsafeBytes { bytes -> Inspection? in
            guard let image = hs_vips_open(bytes.baseAddress, bytes.count) else {
                _ = VipsImaging.takeError()
                return nil
            }
            defer { hs_vips_release(image) }
            let width = Int(hs_vips_width(image))
            let height = Int(hs_vips_height(image))
            var fields: [String] = []
            if let names = hs_vips_fields(image) {
                var index = 0
                while let name = names[index] {
                    fields.append(String(cString: name))
                    index += 1
                }
                hs_vips_free_names(names)
            }
            let column = (0..<32).map { row in
                (0..<3).map { hs_vips_point(image, Int32(width / 2), Int32(height * (2 * row + 1) / 64), Int32($0)) }
            }
            return Inspection(width: width, height: height, fields: fields, column: column)
        }
    }
}

extension VipsImaging {
    /// Starts libvips for a test or a benchmark, which cannot go on without it.
    static func startForSamples() {
        do throws(Refusal) {
            try start()
        } catch {
            preconditionFailure("libvips could not start: \(error)")
        }
    }
}
