import NIOCore
import NIOHTTPTypes

/// Closes a connection whose request head is not complete in time: within `timeout` of the
/// connection opening, and on a kept-alive connection within `timeout` of the first bytes of its
/// next request. A client that opens connections and sends half a head (by mistake or to lock
/// others out) then holds each for `timeout` at most. Hummingbird's idle timeout covers the rest:
/// a connection with no request begun, and a body that stops arriving.
final class RequestHeadTimeoutHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let timeout: TimeAmount
    /// Requests whose head has arrived and whose response has not ended.
    private var requestsInProgress = 0
    /// The close scheduled while a head is awaited.
    private var deadline: Scheduled<Void>?

    /// A handler giving each request head `timeout` to arrive.
    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    // MARK: - Events

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { startClock(context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        stopClock()
    }

    func channelActive(context: ChannelHandlerContext) {
        startClock(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        stopClock()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head = unwrapInboundIn(data) {
            requestsInProgress += 1
            stopClock()
        }
        context.fireChannelRead(data)
    }

    // NB: the HTTP decoder passes on every read from the socket, also one that completed no part of
    // a request, so the first bytes of a kept-alive connection's next request start the clock here.
    func channelReadComplete(context: ChannelHandlerContext) {
        if requestsInProgress == 0 { startClock(context) }
        context.fireChannelReadComplete()
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { requestsInProgress = max(0, requestsInProgress - 1) }
        context.write(data, promise: promise)
    }

    // MARK: - The clock

    /// Schedules the close, unless it is already scheduled.
    private func startClock(_ context: ChannelHandlerContext) {
        guard deadline == nil else { return }
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) {
            self.deadline = nil
            context.close(promise: nil)
        }
    }

    private func stopClock() {
        deadline?.cancel()
        deadline = nil
    }
}

@available(*, unavailable)
extension RequestHeadTimeoutHandler: Sendable {}
