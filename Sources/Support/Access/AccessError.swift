import WebSupport

/// A refused sign-in, setup or token action, in words; nothing changed.
public struct AccessError: UserFacingError, CustomStringConvertible {
    public let message: String
    public var isNotFound: Bool { false }
    public var description: String { message }

    init(_ message: String) {
        self.message = message
    }
}
