import ArgumentParser
import Foundation

/// What a command shows: JSON for scripts, text for people.
public struct Report {
    /// The `--json` output.
    public let json: any Encodable
    /// The text output.
    public let text: String

    /// A report of `json`, shown to people as `text`.
    public init(json: any Encodable, text: String) {
        self.json = json
        self.text = text
    }

    /// The report of a screen: its state as JSON, its text (written beside it in the Core) for people.
    public init(_ screen: some TextScreen) {
        self.init(json: screen, text: screen.text)
    }

    /// The report of an action: `{"ok": true, "message": …}`, or the message.
    public static func action(_ message: String) -> Report {
        Report(json: ActionResult(message: message), text: message)
    }
}

/// A screen state a command prints: its text lives beside it in its Core (`<Screen>+Text.swift`),
/// where an App Intent's dialog can say it too; a command only declares the conformance.
public protocol TextScreen: Encodable {
    /// The screen as lines of text.
    var text: String { get }
}

/// A short JSON answer for actions.
public struct ActionResult: Encodable {
    /// Always true: a failure is an error on stderr instead.
    public let ok = true
    /// What happened.
    public let message: String

    /// The result `message`.
    public init(message: String) {
        self.message = message
    }
}

/// A refusal that is not a usage error: printed on stderr with exit status 1.
public struct CommandFailure: Error, CustomStringConvertible {
    public let description: String

    /// A refusal saying `description`.
    public init(_ description: String) { self.description = description }

    /// A file system error in words: the file it is about, and what went wrong (`Is a directory`);
    /// nil for any other error.
    /// NB: Foundation describes its errors by their domain and keys (`Error Domain=NSCocoaErrorDomain
    /// Code=4 … UserInfo={NSFilePath=…}`), which no one should read.
    public static func fileSystemProblem(_ error: any Error) -> (file: String?, words: String)? {
        let error = error as NSError
        guard [NSCocoaErrorDomain, NSPOSIXErrorDomain].contains(error.domain) else { return nil }
        let cause = (error.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError } ?? error
        // NB: on Linux a POSIX error's description starts "The operation could not be completed.".
        let words = cause.domain == NSPOSIXErrorDomain ? String(cString: strerror(Int32(cause.code))) : error.localizedDescription
        return (error.userInfo[NSFilePathErrorKey] as? String, words)
    }

    /// Why something failed, for a person: a file system error in words (naming its file unless it
    /// is `file`), anything else as it describes itself, without the statement a database error
    /// was running.
    public static func reason(_ error: any Error, about file: String? = nil) -> String {
        if let problem = fileSystemProblem(error) {
            guard let named = problem.file, named != file else { return problem.words }
            return "\(named): \(problem.words)"
        }
        let text = String(describing: error)
        return text.range(of: " - while executing").map { String(text[..<$0.lowerBound]) } ?? text
    }
}
