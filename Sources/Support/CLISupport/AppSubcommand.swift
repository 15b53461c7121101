import ArgumentParser
import DayKit
import DayKitDatabase

/// A command of one app: opens the app over the data, clock and calendar its options name, asks
/// it for a report and prints that in the user's region format (text, or JSON with `--json`). Each app names its app type and
/// how it opens once, in its own refinement of this protocol.
public protocol AppSubcommand: ParsableCommand {
    associatedtype App
    var options: CommonOptions { get }
    /// The app over what `options` name.
    static func open(_ options: CommonOptions) throws -> App
    /// The app's store: it says why a write was refused (`AppStore.problem`).
    static func store(of app: App) -> AppStore
    func report(_ app: App) throws -> Report
}

extension AppSubcommand {
    public func run() throws {
        let app: App
        do {
            app = try Self.open(options)
        } catch let error as ValidationError {
            throw error
        } catch let error where StoreProblem(error) != nil {
            // NB: it names the file, of the three in the folder, and says what to do.
            throw CommandFailure(StoreProblem.named(error, in: options.directory()).message)
        } catch {
            let directory = options.directory().path
            throw CommandFailure("Could not open the data in \(directory): \(CommandFailure.reason(error, about: directory))")
        }
        // Dates, times and numbers as the user's locale writes them (`--locale`, else `LANG`).
        do {
            try RegionFormat.$current.withValue(RegionFormat(calendar: options.calendar())) {
                try options.emit(report(app))
            }
        } catch {
            guard let problem = Self.store(of: app).problem(error) else { throw error }
            throw CommandFailure(StoreProblem.named(problem, in: options.directory()).message)
        }
    }
}
