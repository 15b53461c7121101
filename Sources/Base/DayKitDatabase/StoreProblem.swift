import Foundation
import GRDB

/// Why an app's data could not be opened or changed, said for a person: the file it is about, what
/// is wrong, and what to do. Nothing was changed when one is thrown.
public struct StoreProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: Sendable, Equatable {
        /// SQLite's check of the file's pages failed, or a read met a damaged page.
        case damaged
        /// The file was migrated by a newer version of HabitSuite.
        case newer
        /// The disk has no room for the change.
        case diskFull
        /// The data path is a file, not a folder.
        case notAFolder
        /// The file or its folder cannot be written.
        case readOnly
        /// The file could not be opened for another reason, said in `message`.
        case unopenable
    }

    /// What is wrong.
    public let kind: Kind
    /// The file it is about, when known.
    public let file: String?
    /// What is wrong and what to do, in words.
    public let message: String

    public var description: String { message }

    /// The file `file` is damaged: nothing was written to it.
    public static func damaged(_ file: String?) -> StoreProblem {
        let named = file.map { "The data file \($0) is damaged" } ?? "An app's data file is damaged"
        return StoreProblem(kind: .damaged, file: file, message:
            "\(named), so nothing is saved to it; it was left exactly as it is. "
            + "Restore it from a backup (`habitsuite backup`), or save what can still be read with sqlite3's recover command.")
    }

    /// The file `file` was saved by a newer version: it was not opened for writing.
    public static func newer(_ file: String) -> StoreProblem {
        StoreProblem(kind: .newer, file: file, message:
            "The data file \(file) was saved by a newer version of HabitSuite, so this version does not open it; it was not changed. "
            + "Update HabitSuite to open it.")
    }

    /// The disk is full: the change was not saved.
    public static let diskFull = StoreProblem(kind: .diskFull, file: nil,
                                              message: "The disk is full: nothing was saved. Free some space and try again.")

    /// The data path `path` is a file.
    public static func notAFolder(_ path: String) -> StoreProblem {
        StoreProblem(kind: .notAFolder, file: path, message:
            "\(path) is a file, not a folder: the data needs a folder. Give --data-dir a folder (it is created if missing).")
    }

    /// The file `file` cannot be written.
    public static func readOnly(_ file: String?) -> StoreProblem {
        let named = file.map { "The data file \($0)" } ?? "An app's data file"
        return StoreProblem(kind: .readOnly, file: file, message:
            "\(named) cannot be written (it or its folder is read-only): nothing was saved. Make it writable and try again.")
    }

    /// The file `file` could not be opened, for `reason`.
    public static func unopenable(_ file: String, _ reason: String) -> StoreProblem {
        StoreProblem(kind: .unopenable, file: file, message: "The data file \(file) could not be opened: \(reason).")
    }

    /// The problem `error` is, if it is one of those above (a full disk, a damaged or read-only
    /// file), about `file` when known; nil for any other error.
    public init?(_ error: any Error, file: String? = nil) {
        if let problem = error as? StoreProblem {
            self = problem
            return
        }
        if let error = error as? DatabaseError {
            switch error.resultCode {
            case .SQLITE_FULL: self = .diskFull
            case .SQLITE_CORRUPT, .SQLITE_NOTADB: self = .damaged(file)
            case .SQLITE_READONLY: self = .readOnly(file)
            default: return nil
            }
            return
        }
        let error = error as NSError
        let cause = (error.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError } ?? error
        if (cause.domain == NSPOSIXErrorDomain && cause.code == Int(ENOSPC))
            || (error.domain == NSCocoaErrorDomain && error.code == CocoaError.fileWriteOutOfSpace.rawValue) {
            self = .diskFull
            return
        }
        return nil
    }

    /// The problem `error` is (it must be one), naming the damaged file of `directory` when the
    /// error does not say which. NB: a read that met a damaged page does not say which of the
    /// folder's files it was in.
    public static func named(_ error: any Error, in directory: URL) -> StoreProblem {
        let problem = StoreProblem(error) ?? .damaged(nil)
        guard problem.kind == .damaged, problem.file == nil else { return problem }
        return damage(in: directory) ?? problem
    }

    /// The damage SQLite's check finds in the first damaged data file (`*.sqlite`) in `directory`,
    /// each opened read-only; nil when all pass.
    public static func damage(in directory: URL) -> StoreProblem? {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in files.sorted() where name.hasSuffix(".sqlite") {
            let path = directory.appendingPathComponent(name).path
            var configuration = Configuration()
            configuration.readonly = true
            let answer = try? DatabaseQueue(path: path, configuration: configuration).read { db in
                try String.fetchAll(db, sql: "PRAGMA quick_check")
            }
            if answer != ["ok"] { return .damaged(path) }
        }
        return nil
    }

    private init(kind: Kind, file: String?, message: String) {
        self.kind = kind
        self.file = file
        self.message = message
    }
}
