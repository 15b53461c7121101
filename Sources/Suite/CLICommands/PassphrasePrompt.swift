import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the passphrase twice: on a terminal without echoing it, else as two lines of standard
/// input (`printf '%s\n%s\n' "$P" "$P" | habitsuite serve --set-passphrase`).
enum PassphrasePrompt {
    static func read() throws -> (String, String) {
        if isatty(STDIN_FILENO) == 1 {
            let first = String(cString: getpass("Passphrase (at least 10 characters): "))
            let second = String(cString: getpass("The same again: "))
            return (first, second)
        }
        guard let first = readLine(strippingNewline: true), let second = readLine(strippingNewline: true) else {
            throw ValidationError("Type the passphrase twice, one line each.")
        }
        return (first, second)
    }
}
