import ArgumentParser

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

    /// The report of an action: `{"ok": true, "message": …}`, or the message.
    public static func action(_ message: String) -> Report {
        Report(json: ActionResult(message: message), text: message)
    }
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
}

extension String {
    /// The text padded on the left to `width` characters.
    public func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
