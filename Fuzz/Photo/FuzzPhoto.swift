import Foundation
import FuzzSupport
import VipsImaging

/// `scripts/fuzz photo`: the photo pipeline's input check, `VipsImaging.format(of:)`, and the
/// preparation of whatever it accepts (`prepare(_:)`: decode, turn upright, sRGB, sizes, blur).
/// NB: libvips and its loaders are the system's, built without coverage: the fuzzer sees only our
/// code's branches, so this target mostly checks that no input crashes, leaks or hangs the pipeline.

private let imaging = VipsImaging()

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutableRawPointer, _ argv: UnsafeMutableRawPointer) -> CInt {
    Seeds.writeIfAsked {
        var seeds: [String: Data] = [:]
        for format in VipsImaging.Format.allCases {
            seeds["sample.\(format.rawValue)"] = VipsSample.make(width: 12, height: 8, format: format)
            seeds["rotated.\(format.rawValue)"] = VipsSample.make(width: 8, height: 6, format: format, orientation: 6)
        }
        seeds["p3.jpeg"] = VipsSample.make(width: 8, height: 8, profile: "p3")
        return seeds
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    if imaging.format(of: data) != nil { _ = try? imaging.prepare(data) }
    return 0
}
