import DayKit

/// A file refused by its format (damaged, too large, not the kind it claims to be), with the
/// message a person reads.
public struct FormatRefusal: Refusal, Sendable, Hashable {
    /// What is wrong with the file, in a person's words, ending with what it means ("Nothing changed.").
    public let message: String

    /// A refusal saying `message`.
    public init(_ message: String) {
        self.message = message
    }
}
