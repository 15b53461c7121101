import Foundation

extension PhotosScreen {
    /// Every session as text, newest first, with its photos' files.
    public var text: String {
        guard !sessions.isEmpty else { return "No progress photos yet. Add one with `challenges photos add FILE --angle front`." }
        return sessions.map { session in
            (["\(session.session.day)  session \(session.session.id.uuidString.prefix(8))"
                + (session.challengeName.map { " — \($0)" } ?? "") + (session.session.note.map { ": \($0)" } ?? "")]
                + session.photos.map { "  \($0.photo.id.uuidString.prefix(8))  \($0.photo.angle.name)\($0.shownBlurred ? " (blurred)" : "")  \($0.photo.files.full)" })
                .joined(separator: "\n")
        }.joined(separator: "\n")
    }
}

extension PhotoComparison {
    /// Two sessions as text, angle by angle.
    public var text: String {
        let rows = pairs.map { pair in
            "  \(pair.angle.name): \(pair.before?.photo.files.full ?? "—")  →  \(pair.after?.photo.files.full ?? "—")"
        }
        return (["\(before.session.day) → \(after.session.day) (\(daysApart) days)"] + rows).joined(separator: "\n")
    }
}
