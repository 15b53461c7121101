// Interface stub of the UniformTypeIdentifiers API that Apps/iOS uses (see ../README.md).
// Pages followed (developer.apple.com/documentation/uniformtypeidentifiers/…): each declaration
// below names its page.
import Foundation

/// …/uttype-swift.struct (`struct UTType`; iOS 14; `Hashable`, `Sendable` kept: its Relationships section
/// was not on the part of the page read in this check). The three constants are
/// `static let json: UTType` (…/uttype-swift.struct/json), `zip` and `data`, Swift's names for
/// …/uttypejson (public.json), …/uttypezip (public.zip-archive) and …/uttypedata
public struct UTType: Hashable, Sendable {
    /// …/uttype-swift.struct/json
    public static let json = UTType()
    /// …/uttype-swift.struct/zip
    public static let zip = UTType()
    /// …/uttype-swift.struct/data
    public static let data = UTType()
}
