import Crypto
import Foundation

/// A random secret handed out once (a session cookie, a token, a setup code) and what is stored
/// of it: its SHA-256, so a copy of the database opens no door.
struct Secret: Sendable {
    /// The secret as it is handed out: `prefix` and 32 random bytes in base64url.
    let text: String

    /// A fresh secret from the system's cryptographic generator.
    init(prefix: String = "") {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        text = prefix + Self.base64URL(bytes)
    }

    /// What is stored: the hex SHA-256 of the text.
    var digest: String { Self.digest(text) }

    /// The hex SHA-256 of `text`, as stored for a secret of that text.
    static func digest(_ text: String) -> String {
        SHA256.hash(data: Data(text.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    private static func base64URL(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
}
