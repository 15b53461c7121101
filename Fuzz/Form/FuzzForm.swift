import Foundation
import FuzzSupport
import WebSupport

/// `scripts/fuzz form`: the form decoder (`Form(bytes:)`), which reads every POST body a page
/// sends, and what the apps read from it: days, numbers and the return path.

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutableRawPointer, _ argv: UnsafeMutableRawPointer) -> CInt {
    Seeds.writeIfAsked {
        [
            "entry.txt": Data("day=2026-11-22&from=%2Fmy-habit-lab%2Ftoday&value=2%2C5".utf8),
            "habit.txt": Data("name=Read+20+pages&icon=%F0%9F%93%9A&color=indigo&schedule=weekdays&day-2=1&day-4=1&detail=line%0D%0Atwo".utf8),
            "empty-values.txt": Data("a=&=b&&c".utf8),
            "malformed.txt": Data("name=%zz&day=%E2%82".utf8),
        ]
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: start.assumingMemoryBound(to: UInt8.self), count: count)
    guard let form = try? Form(bytes: bytes) else { return 0 }
    for name in ["day", "value", "from", "name", "start"] {
        _ = form[name]
    }
    _ = try? Form.number(form["value"] ?? "")
    _ = try? Form.day(form["day"] ?? "")
    _ = form.returnPath(under: "/my-habit-lab", otherwise: "/my-habit-lab/today")
    return 0
}
