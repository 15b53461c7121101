import Foundation
import UltimateCore
import WebSupport

/// The add-a-photo form's fields (beside its file): the angle or a label, the session (a new one
/// or an existing one), the challenge and a note.
struct AddPhotoInput {
    let angle: PhotoAngle
    let session: PhotoSessionChoice
    /// Nil leaves it to the Core (the challenge running that day, when exactly one is).
    let challenge: Challenge.ID?
    let note: String?

    init(_ fields: [String: String]) throws {
        let angleText = fields["angle"] ?? "front"
        angle = try PhotoAngle(angleText == "custom" ? (fields["label"] ?? "") : angleText)
        let sessionText = fields["session"] ?? "new"
        if sessionText == "new" {
            session = .new
        } else {
            guard let id = UUID(uuidString: sessionText) else { throw WebError.notFound("There is no photo session “\(sessionText)”.") }
            session = .existing(id.uuidString)
        }
        // NB: "none" (with several running, none of them) leaves it to the Core, like no choice.
        challenge = try fields["challenge"].flatMap { $0.isEmpty || $0 == "none" ? nil : $0 }.map { text in
            guard let id = UUID(uuidString: text) else { throw UltimateError.unknownChallenge(text) }
            return Challenge.ID(id)
        }
        note = fields["note"].flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0 }
    }
}

/// A blur switch (every photo, or one): `blur` is `on` or `off`.
struct BlurInput {
    let blur: Bool

    init(_ form: Form) throws {
        switch form["blur"] {
        case "on": blur = true
        case "off": blur = false
        default: throw WebError.badRequest("Say on or off.")
        }
    }
}
