import Foundation

/// A fuzz input read as a stream of choices: each read takes the next bytes, and an input that
/// has run out reads as zeros, so every input, however short, makes a whole structure.
public struct FuzzBytes {
    private var rest: ArraySlice<UInt8>

    /// The choices in `data`.
    public init(_ data: Data) {
        rest = ArraySlice(data)
    }

    /// Whether every byte was read.
    public var isEmpty: Bool { rest.isEmpty }

    /// The next byte (0 past the end).
    public mutating func byte() -> UInt8 {
        rest.popFirst() ?? 0
    }

    /// A number below `bound` from the next byte.
    public mutating func below(_ bound: Int) -> Int {
        Int(byte()) % bound
    }

    /// The next 8 bytes, least significant first.
    public mutating func int64() -> Int64 {
        (0..<8).reduce(0) { value, shift in value | Int64(byte()) << (8 * shift) }
    }

    /// The next `count` bytes (fewer at the end).
    public mutating func bytes(_ count: Int) -> [UInt8] {
        let taken = rest.prefix(count)
        rest = rest.dropFirst(count)
        return Array(taken)
    }
}
