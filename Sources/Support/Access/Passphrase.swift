import Crypto
import Foundation
import HummingbirdBcrypt

/// The owner's passphrase: its rules, and bcrypt (hummingbird-auth's) to store and check it.
enum Passphrase {
    /// bcrypt's cost: 2^12 rounds, about a quarter of a second a check on one core.
    static let cost: UInt8 = 12
    /// The fewest characters a passphrase has.
    static let shortest = 10
    /// The most characters a passphrase has (a longer text is no passphrase anyone types).
    static let longest = 1_000

    /// What bcrypt stores for `passphrase`.
    static func hash(_ passphrase: String, cost: UInt8) -> String {
        Bcrypt.hash(condensed(passphrase), cost: cost)
    }

    /// Whether `passphrase` is the one `hash` was made from.
    static func verify(_ passphrase: String, hash: String) -> Bool {
        Bcrypt.verify(condensed(passphrase), hash: hash)
    }

    /// Why `passphrase` (typed twice) cannot be the passphrase, or nil.
    static func problem(_ passphrase: String, again: String) -> String? {
        if passphrase.count < shortest { return "A passphrase has at least \(shortest) characters: a few words are easy to type and hard to guess." }
        if passphrase.count > longest { return "A passphrase has at most \(longest) characters." }
        if passphrase != again { return "The two passphrases are not the same: type it again in both fields." }
        return nil
    }

    // NB: bcrypt reads only the first 72 bytes and stops at a NUL byte. A passphrase is first
    // condensed to its SHA-256 in base64 (44 bytes, no NUL), so every character of a long one counts.
    private static func condensed(_ passphrase: String) -> String {
        Data(SHA256.hash(data: Data(passphrase.utf8))).base64EncodedString()
    }
}
