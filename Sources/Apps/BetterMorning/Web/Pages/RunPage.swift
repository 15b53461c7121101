import BetterMorningCore
import Hummingbird
import DayKit
import WebSupport

/// Run mode: the task now, large, with a countdown to the next task's time, Done and Skip, the
/// run's progress, and a celebration at the end. Full screen: no tab bar.
enum RunPage {
    typealias Routes = BetterMorningRoutes

    /// Where a run position lives.
    static func address(_ position: RunPosition) -> String {
        switch position {
        case .start: Routes.run.path()
        case .task(let id): Routes.run.path(query: ["task": String(id)])
        case .end: Routes.run.path(query: ["end": "1"])
        }
    }

    static func page(_ screen: RunScreen) -> HTML {
        let step = screen.currentStep
        let chrome = PageChrome(title: step?.title ?? "Routine complete", pageClass: "run-page")
        let header: HTML = """
            <header class="header run-header">
              <a class="icon-button run-close" href="\(Routes.routine.path())" aria-label="Close run mode">✕</a>
              <p class="run-routine">\(screen.routine.name)</p>
              <p class="run-count">\(step.map { "Task \($0.number) of \(screen.steps.count)" as HTML } ?? "Done")</p>
            </header>
            """
        return BetterMorningWebApp.page(chrome, header: header, content: """
            <div class="run" id="run" data-run>
              <progress class="run-progress" max="\(screen.steps.count)" value="\(screen.doneCount)" aria-label="\(screen.doneCount) of \(screen.steps.count) tasks done today"></progress>
            \(step.map { current($0, screen) } ?? end(screen))
              <h2 class="section-title">Today's tasks</h2>
              <ol class="group run-steps">
              \(screen.steps.map { row($0, isCurrent: $0.id == step?.id) })</ol>
            </div>
            """)
    }

    private static func current(_ step: RunStep, _ screen: RunScreen) -> HTML {
        let isLast = step.number == screen.steps.count
        let isDone = step.mark == .done
        let countdown: HTML = step.minutes > 0 ? """
                <p class="run-countdown" data-countdown data-seconds="\(step.minutes * 60)" data-key="\(screen.date.description):\(step.id.rawValue)">
                  <span class="countdown-value" data-countdown-value>\(step.minutes):00</span>
                  <span class="countdown-label" data-countdown-label>\(isLast ? "for this last task" : "this task's time in the routine, to \(RegionFormat.current.text(screen.steps[step.number].time))")</span>
                </p>
            """ : "<p class=\"run-countdown is-over\"><span class=\"countdown-label\">The next task starts at the same time</span></p>"
        let lastStep: HTML? = isLast ? """
                <form class="last-step" method="post" action="\(Routes.runLastStep.path())">
                  <input type="hidden" name="task" value="\(String(step.id))">
                  <label for="last-step-minutes">The last task lasts</label>
                  <input id="last-step-minutes" name="minutes" type="number" inputmode="numeric" min="\(BetterMorningLimits.lastStepMinutes.lowerBound)" max="\(BetterMorningLimits.lastStepMinutes.upperBound)" value="\(screen.lastStepMinutes)" required>
                  <span>min</span>
                  <button class="button small secondary" type="submit">Change</button>
                </form>
            """ : nil
        let doneLabel = isDone ? "Next" : "Done"
        let skip: HTML = isDone ? .empty : """
                <a class="button secondary run-skip" href="\(address(screen.next))">Skip</a>
            """
        return """
              <section class="run-step\(if: isDone, " is-done")" aria-labelledby="run-title">
                <p class="run-time">\(step.time.formatted())</p>
                <h1 class="run-title" id="run-title">\(step.title)</h1>
                \(if: isDone, "<p class=\"run-state\">✓ Done</p>" as HTML)
            \(countdown)
            \(lastStep)
                <form method="post" action="\(Routes.runDone.path(String(step.id)))" class="run-actions">
                  <input type="hidden" name="day" value="\(screen.date.description)">
                  <button class="button run-done" type="submit">\(doneLabel)</button>
                </form>
            \(skip)
              </section>
            """
    }

    private static func end(_ screen: RunScreen) -> HTML {
        let all = screen.doneCount == screen.steps.count
        return """
              <section class="run-end celebration" aria-live="polite">
                <div class="confetti" aria-hidden="true">\((0..<24).map { _ in "<i></i>" as HTML })</div>
                <p class="celebration-emoji" aria-hidden="true">\(all ? "🎉" : "🌅")</p>
                <h1 class="run-title">\(all ? "Routine complete" : "That's your morning")</h1>
                <p class="run-summary">✓ \(screen.doneCount) of \(screen.steps.count) tasks done today</p>
                <a class="button" href="\(Routes.routine.path())">Back to today</a>
              </section>
            """
    }

    private static func row(_ step: RunStep, isCurrent: Bool) -> HTML {
        let time = step.time.formatted()
        return """
              <li><a class="row run-row\(if: step.mark == .done, " is-done")" href="\(address(.task(step.id)))"\(if: isCurrent, " aria-current=\"step\"") aria-label="\(step.spokenLabel)">
                  <span class="mark" aria-hidden="true">\(step.mark.symbol)</span>
                  <span class="row-time">\(time)</span><span class="row-title">\(step.title)</span></a></li>

            """
    }
}

extension RunPage {
    /// The position an address names: `?task=ID`, `?end=1`, or the first task not done.
    static func position(_ request: Request) throws -> RunPosition {
        if request.uri.queryParameters.get("end") != nil { return .end }
        guard let text = request.uri.queryParameters.get("task") else { return .start }
        guard let id = RoutineTask.ID(text) else { throw WebError.notFound("There is no task “\(text)”.") }
        return .task(id)
    }
}

/// What the last step's "minutes" form sends, decoded once: the new length, and the step to go back to.
struct LastStepInput {
    let minutes: Int
    let task: RoutineTask.ID?

    init(_ form: Form) throws {
        let text = try form.required("minutes")
        guard let minutes = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw WebError.badRequest("“\(text)” is not a number of minutes.")
        }
        self.minutes = minutes
        task = form["task"].flatMap { RoutineTask.ID($0) }
    }
}
