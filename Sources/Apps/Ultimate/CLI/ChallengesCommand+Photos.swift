import ArgumentParser
import CLISupport
import DayKit
import Foundation
import UltimateCore

extension ChallengesCommand {
    /// `challenges photos …`: progress photos.
    struct Photos: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Progress photos: add, list, compare, blur, delete.",
            subcommands: [Add.self, List.self, Compare.self, Blur.self, Delete.self])

        struct Add: ChallengesSubcommand {
            static let configuration = CommandConfiguration(
                abstract: "Add a photo (JPEG, PNG, HEIC or WebP, up to 25 MB): kept upright, without location or other metadata.")
            @OptionGroup var options: CommonOptions
            @Argument(help: "The image file.") var file: String
            @Option(help: "front, side, back, or your own label.", transform: { try PhotoAngle($0) }) var angle: PhotoAngle
            @Option(help: "A session id, or `new`; default: the day's session.") var session: String?
            @Option(help: "The challenge it belongs to (completes its photo task for the day); by default the one running, when only one is.")
            var challenge: String?
            @Option(help: "The day, YYYY-MM-DD (default today).", transform: CalendarDay.init(typed:)) var day: CalendarDay?
            @Option(help: "A note for a new session.") var note: String?

            func report(_ app: Ultimate) throws -> Report {
                let choice: PhotoSessionChoice = switch session {
                case nil: .sameDay
                case let id? where id.lowercased() == "new": .new
                case let id?: .existing(id)
                }
                let data: Data
                do {
                    data = try Data(contentsOf: URL(fileURLWithPath: file))
                } catch {
                    throw ValidationError("Could not read \(file).")
                }
                let photo = try app.addPhoto(data, angle: angle, session: choice, challenge: challenge.map(app.resolve), on: day, note: note)
                return Report(json: PhotoJSON(photo, shownBlurred: photo.isBlurred),
                              text: "Added the \(photo.angle.name) photo \(photo.id.uuidString.prefix(8)) (\(photo.width)×\(photo.height)).")
            }
        }

        struct List: ChallengesSubcommand {
            static let configuration = CommandConfiguration(abstract: "Every photo session, newest first.")
            @OptionGroup var options: CommonOptions

            func report(_ app: Ultimate) throws -> Report {
                let screen = try app.photosScreen()
                return Report(json: screen.sessions.map(SessionJSON.init), text: screen.text)
            }
        }

        struct Compare: ChallengesSubcommand {
            static let configuration = CommandConfiguration(abstract: "Two sessions side by side, angle by angle.")
            @OptionGroup var options: CommonOptions
            @Argument(help: "A session id (or its first characters).") var first: String
            @Argument(help: "Another session id.") var second: String

            func report(_ app: Ultimate) throws -> Report {
                let comparison = try app.comparePhotos(first, second)
                return Report(json: ComparisonJSON(comparison), text: comparison.text)
            }
        }

        struct Blur: ChallengesSubcommand {
            static let configuration = CommandConfiguration(abstract: "Show a photo blurred until revealed (on), or not (off).")
            @OptionGroup var options: CommonOptions
            @Argument(help: "The photo's id (or its first characters).") var photo: String
            @Argument(help: "on or off.", transform: OnOff.init(typed:)) var state: OnOff

            func report(_ app: Ultimate) throws -> Report {
                try app.setPhotoBlurred(photo, state.isOn)
                return .action(state.isOn ? "The photo is shown blurred." : "The photo is shown as it is.")
            }
        }

        struct Delete: ChallengesSubcommand {
            static let configuration = CommandConfiguration(abstract: "Delete a photo and its files.")
            @OptionGroup var options: CommonOptions
            @Argument(help: "The photo's id (or its first characters).") var photo: String
            @Flag(help: "Confirm.") var yes = false

            func validate() throws {
                guard yes else { throw ValidationError("Deleting a photo cannot be undone; add --yes to confirm.") }
            }

            func report(_ app: Ultimate) throws -> Report {
                try app.deletePhoto(photo)
                return .action("The photo is deleted.")
            }
        }
    }

    struct PhotoJSON: Encodable {
        let id: UUID
        let angle: String
        let blurred: Bool
        let width: Int
        let height: Int
        let path: String
        let thumbnail: String

        init(_ photo: ProgressPhoto, shownBlurred: Bool) {
            id = photo.id
            angle = photo.angle.name
            blurred = shownBlurred
            width = photo.width
            height = photo.height
            path = photo.files.full
            thumbnail = shownBlurred ? photo.files.blurredThumbnail : photo.files.thumbnail
        }
    }

    struct SessionJSON: Encodable {
        let id: UUID
        let date: CalendarDay
        let challenge: String?
        let note: String?
        let photos: [PhotoJSON]

        init(_ screen: PhotoSessionScreen) {
            id = screen.session.id
            date = screen.session.day
            challenge = screen.challengeName
            note = screen.session.note
            photos = screen.photos.map { PhotoJSON($0.photo, shownBlurred: $0.shownBlurred) }
        }
    }

    struct ComparisonJSON: Encodable {
        struct Pair: Encodable {
            let angle: String
            let before: PhotoJSON?
            let after: PhotoJSON?
        }

        let before: SessionJSON
        let after: SessionJSON
        let daysApart: Int
        let pairs: [Pair]

        init(_ comparison: PhotoComparison) {
            before = SessionJSON(comparison.before)
            after = SessionJSON(comparison.after)
            daysApart = comparison.daysApart
            pairs = comparison.pairs.map {
                Pair(angle: $0.angle.name, before: $0.before.map { PhotoJSON($0.photo, shownBlurred: $0.shownBlurred) },
                     after: $0.after.map { PhotoJSON($0.photo, shownBlurred: $0.shownBlurred) })
            }
        }
    }
}
