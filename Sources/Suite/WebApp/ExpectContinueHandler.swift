import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Answers a request that asks before sending its body (`Expect: 100-continue`, which curl and
/// other clients send with a large upload) at once: `100 Continue` when the body it declares fits
/// the largest any route takes, else `413 Content Too Large` before a byte of it is sent, and the
/// connection closes. Without it such a client waits a second for an answer that never comes, then
/// sends the body anyway. A route still refuses a body over its own, smaller limit as it reads it.
final class ExpectContinueHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let largestBody: Int
    /// Set once a request was refused: the rest of it is dropped and the connection closes.
    private var refused = false

    /// A handler letting bodies of up to `largestBody` bytes be sent.
    init(largestBody: Int) {
        self.largestBody = largestBody
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }
        guard case .head(let request) = unwrapInboundIn(data),
              request.headerFields[.expect]?.lowercased() == "100-continue"
        else { return context.fireChannelRead(data) }
        if let declared = request.headerFields[.contentLength].flatMap(Int.init), declared > largestBody {
            refused = true
            refuse(context, declared: declared)
            return
        }
        context.writeAndFlush(wrapOutboundOut(.head(HTTPResponse(status: .continue))), promise: nil)
        context.fireChannelRead(data)
    }

    /// 413 with a line saying why, then the connection closes (the body may be on its way).
    private func refuse(_ context: ChannelHandlerContext, declared: Int) {
        let text = "That is too large to send here: \(declared / 1024 / 1024) MB, where at most \(largestBody / 1024 / 1024) MB is taken. Nothing changed.\n"
        let body = context.channel.allocator.buffer(string: text)
        let head = HTTPResponse(status: .contentTooLarge, headerFields: [
            .contentType: "text/plain; charset=utf-8", .contentLength: String(body.readableBytes), .connection: "close",
        ])
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(body)), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in context.close(promise: nil) }
    }
}
