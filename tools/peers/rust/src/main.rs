//! The probe for the Rust SDK client (`rmcp` from crates.io, pinned in Cargo.toml and Cargo.lock):
//! `server/discover`, then stateless requests (2026-07-28), or the `initialize` handshake
//! (2025-11-25), over rmcp's Streamable HTTP transport with a reqwest client wrapped so that it can
//! alter requests the way a condition needs. It prints one JSON observation per condition
//! (tools/peers/protocol.ts is the contract), each bounded by the step deadline.
//!
//!     rmcp-probe '<ProbeRequest[] JSON>'

use std::{
    collections::HashMap,
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use futures::{future::BoxFuture, stream::BoxStream};
use http::{HeaderName, HeaderValue};
use rmcp::{
    ClientHandler, RoleClient, ServiceError,
    model::{
        ClientConfig, ClientJsonRpcMessage, ClientRequest, CustomRequest, ElicitRequestParams,
        ElicitResult, ErrorData, ProtocolVersion, ServerResult,
    },
    service::{
        ClientInitializeError, ClientLifecycleMode, ClientServiceExt, RequestContext,
        RunningService,
    },
    transport::{
        StreamableHttpClientTransport,
        streamable_http_client::{
            SseError, StreamableHttpClient, StreamableHttpClientTransportConfig,
            StreamableHttpError, StreamableHttpPostResponse, StreamableHttpResponseLimits,
        },
    },
};
use serde_json::{Map, Value, json};
use sse_stream::Sse;

/// One path for the probe to go through (tools/peers/protocol.ts, `ProbeRequest`).
struct ProbeRequest {
    id: String,
    url: String,
    era: String,
    control: String,
    conditions: Vec<String>,
    tools: Value,
    step: Duration,
}

impl ProbeRequest {
    fn from_json(value: &Value) -> Option<Self> {
        Some(Self {
            id: value.get("id")?.as_str()?.to_owned(),
            url: value.get("url")?.as_str()?.to_owned(),
            era: value.get("era")?.as_str()?.to_owned(),
            control: value.get("control")?.as_str()?.to_owned(),
            conditions: value
                .get("conditions")?
                .as_array()?
                .iter()
                .filter_map(|c| c.as_str().map(str::to_owned))
                .collect(),
            tools: value.get("tools")?.clone(),
            step: Duration::from_millis(value.get("stepTimeoutMs")?.as_u64()?),
        })
    }

    fn tool(&self, role: &str) -> String {
        self.tools
            .get(role)
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned()
    }

    fn modern(&self) -> bool {
        self.era == "modern"
    }
}

/// What to change on the wire: headers on every request, and the first request of one JSON-RPC
/// method rewritten once (headers set, an empty session id, the `_meta` protocol version).
#[derive(Default, Clone)]
struct Alteration {
    headers: Vec<(&'static str, &'static str)>,
    once: Option<Once>,
}

#[derive(Clone)]
struct Once {
    method: &'static str,
    headers: Vec<(&'static str, &'static str)>,
    empty_session_id: bool,
    meta_version: Option<&'static str>,
}

impl Once {
    fn new(method: &'static str) -> Self {
        Self {
            method,
            headers: Vec::new(),
            empty_session_id: false,
            meta_version: None,
        }
    }
}

fn alteration_for(condition: &str, modern: bool) -> Alteration {
    match condition {
        "unsupported-version" if modern => Alteration {
            once: Some(Once {
                headers: vec![("mcp-protocol-version", "1999-01-01")],
                meta_version: Some("1999-01-01"),
                ..Once::new("tools/call")
            }),
            ..Alteration::default()
        },
        "bad-version-header" => Alteration {
            once: Some(Once {
                headers: vec![(
                    "mcp-protocol-version",
                    if modern { "2025-11-25" } else { "1999-01-01" },
                )],
                ..Once::new("tools/call")
            }),
            ..Alteration::default()
        },
        "bad-origin" => Alteration {
            headers: vec![("origin", "http://evil.example")],
            once: None,
        },
        "bad-session" => Alteration {
            once: Some(Once {
                empty_session_id: true,
                ..Once::new("tools/call")
            }),
            ..Alteration::default()
        },
        _ => Alteration::default(),
    }
}

/// rmcp's own reqwest client, with an alteration applied to what rmcp hands it.
#[derive(Clone)]
struct Altering {
    inner: reqwest::Client,
    alteration: Arc<Alteration>,
    used: Arc<AtomicBool>,
}

type Headers = HashMap<HeaderName, HeaderValue>;

fn set_headers(headers: &mut Headers, pairs: &[(&'static str, &'static str)]) {
    for (name, value) in pairs {
        headers.insert(
            HeaderName::from_static(name),
            HeaderValue::from_static(value),
        );
    }
}

fn method_of(message: &ClientJsonRpcMessage) -> Option<String> {
    let value = serde_json::to_value(message).ok()?;
    value.get("method")?.as_str().map(str::to_owned)
}

fn with_meta_version(message: ClientJsonRpcMessage, version: &str) -> ClientJsonRpcMessage {
    let Ok(mut value) = serde_json::to_value(&message) else {
        return message;
    };
    if let Some(body) = value.as_object_mut() {
        let params = body
            .entry("params")
            .or_insert_with(|| Value::Object(Map::new()));
        if let Some(params) = params.as_object_mut() {
            let meta = params
                .entry("_meta")
                .or_insert_with(|| Value::Object(Map::new()));
            if let Some(meta) = meta.as_object_mut() {
                meta.insert(
                    "io.modelcontextprotocol/protocolVersion".into(),
                    json!(version),
                );
            }
        }
    }
    serde_json::from_value(value).unwrap_or(message)
}

impl Altering {
    fn alter(
        &self,
        mut message: ClientJsonRpcMessage,
        mut session_id: Option<Arc<str>>,
        mut headers: Headers,
    ) -> (ClientJsonRpcMessage, Option<Arc<str>>, Headers) {
        set_headers(&mut headers, &self.alteration.headers);
        if let Some(once) = &self.alteration.once
            && method_of(&message).as_deref() == Some(once.method)
            && !self.used.swap(true, Ordering::SeqCst)
        {
            set_headers(&mut headers, &once.headers);
            if once.empty_session_id {
                session_id = Some(Arc::from(""));
            }
            if let Some(version) = once.meta_version {
                message = with_meta_version(message, version);
            }
        }
        (message, session_id, headers)
    }
}

impl StreamableHttpClient for Altering {
    type Error = reqwest::Error;

    fn post_message(
        &self,
        uri: Arc<str>,
        message: ClientJsonRpcMessage,
        session_id: Option<Arc<str>>,
        auth_header: Option<String>,
        custom_headers: Headers,
    ) -> impl Future<Output = Result<StreamableHttpPostResponse, StreamableHttpError<Self::Error>>>
    + Send
    + '_ {
        self.post_message_with_response_limits(
            uri,
            message,
            session_id,
            auth_header,
            custom_headers,
            StreamableHttpResponseLimits::default(),
        )
    }

    fn post_message_with_response_limits(
        &self,
        uri: Arc<str>,
        message: ClientJsonRpcMessage,
        session_id: Option<Arc<str>>,
        auth_header: Option<String>,
        custom_headers: Headers,
        limits: StreamableHttpResponseLimits,
    ) -> impl Future<Output = Result<StreamableHttpPostResponse, StreamableHttpError<Self::Error>>>
    + Send
    + '_ {
        let (message, session_id, headers) = self.alter(message, session_id, custom_headers);
        self.inner.post_message_with_response_limits(
            uri,
            message,
            session_id,
            auth_header,
            headers,
            limits,
        )
    }

    fn delete_session(
        &self,
        uri: Arc<str>,
        session_id: Arc<str>,
        auth_header: Option<String>,
        mut custom_headers: Headers,
    ) -> impl Future<Output = Result<(), StreamableHttpError<Self::Error>>> + Send + '_ {
        set_headers(&mut custom_headers, &self.alteration.headers);
        self.inner
            .delete_session(uri, session_id, auth_header, custom_headers)
    }

    fn get_stream(
        &self,
        uri: Arc<str>,
        session_id: Option<Arc<str>>,
        last_event_id: Option<String>,
        auth_header: Option<String>,
        mut custom_headers: Headers,
    ) -> impl Future<
        Output = Result<
            BoxStream<'static, Result<Sse, SseError>>,
            StreamableHttpError<Self::Error>,
        >,
    > + Send
    + '_ {
        set_headers(&mut custom_headers, &self.alteration.headers);
        self.inner
            .get_stream(uri, session_id, last_event_id, auth_header, custom_headers)
    }
}

/// The client: declares elicitation (not sampling) and accepts what it is asked.
#[derive(Clone)]
struct Probe {
    config: ClientConfig,
}

impl ClientHandler for Probe {
    async fn create_elicitation(
        &self,
        _request: ElicitRequestParams,
        _context: RequestContext<RoleClient>,
    ) -> Result<ElicitResult, ErrorData> {
        Ok(
            serde_json::from_value(json!({"action": "accept", "content": {"proceed": true}}))
                .expect("an accepted elicitation result"),
        )
    }

    fn get_info(&self) -> ClientConfig {
        self.config.clone()
    }
}

type Client = RunningService<RoleClient, Probe>;
type Observation = Map<String, Value>;

fn observation(value: Value) -> Observation {
    match value {
        Value::Object(map) => map,
        _ => Map::new(),
    }
}

fn version(text: &str) -> ProtocolVersion {
    serde_json::from_value(json!(text)).expect("a protocol version string")
}

fn config(version_text: &str) -> ClientConfig {
    serde_json::from_value(json!({
        "protocolVersion": version_text,
        "capabilities": {"elicitation": {}},
        "clientInfo": {"name": "mcp-errgen-peers", "version": "0.0.0"},
    }))
    .expect("a client configuration")
}

/// A JSON-RPC error the peer surfaced: its code, message and data.
fn wire_error(class: &str, error: &ErrorData) -> Observation {
    let mut seen = observation(json!({
        "outcome": "error", "class": class, "code": error.code.0, "status": null, "message": error.message,
    }));
    if let Some(data) = &error.data {
        seen.insert("data".into(), data.clone());
    }
    seen
}

/// Anything else: the error's variant, its message with its sources, and no code.
fn other_error(class: &str, error: &dyn std::error::Error) -> Observation {
    let mut message = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        message.push_str(": ");
        message.push_str(&cause.to_string());
        source = cause.source();
    }
    observation(
        json!({"outcome": "error", "class": class, "code": null, "status": null, "message": message}),
    )
}

fn describe_service(error: &ServiceError) -> Observation {
    match error {
        ServiceError::McpError(data) => wire_error("ServiceError::McpError", data),
        ServiceError::TransportSend(_) => other_error("ServiceError::TransportSend", error),
        ServiceError::TransportClosed => other_error("ServiceError::TransportClosed", error),
        ServiceError::UnexpectedResponse => other_error("ServiceError::UnexpectedResponse", error),
        ServiceError::Timeout { .. } => other_error("ServiceError::Timeout", error),
        _ => other_error("ServiceError", error),
    }
}

fn describe_connect(error: &ClientInitializeError) -> Observation {
    match error {
        ClientInitializeError::JsonRpcError(data) => {
            wire_error("ClientInitializeError::JsonRpcError", data)
        }
        ClientInitializeError::TransportError { .. } => {
            other_error("ClientInitializeError::TransportError", error)
        }
        ClientInitializeError::NoCompatibleProtocolVersion { .. } => {
            other_error("ClientInitializeError::NoCompatibleProtocolVersion", error)
        }
        ClientInitializeError::ConnectionClosed(_) => {
            other_error("ClientInitializeError::ConnectionClosed", error)
        }
        _ => other_error("ClientInitializeError", error),
    }
}

fn tool_result(value: &Value) -> Observation {
    let mut seen = observation(json!({
        "outcome": "result",
        "isError": value.get("isError").and_then(Value::as_bool).unwrap_or(false),
    }));
    if let Some(text) = value.pointer("/content/0/text").and_then(Value::as_str) {
        seen.insert("text".into(), json!(text));
    }
    seen
}

fn plain_result() -> Observation {
    observation(json!({"outcome": "result", "isError": false}))
}

async fn post(url: &str) -> Result<(), String> {
    let response = reqwest::Client::new()
        .post(url)
        .timeout(Duration::from_secs(5))
        .send()
        .await
        .map_err(|e| e.to_string())?;
    if response.status().as_u16() >= 300 {
        return Err(format!("control endpoint answered {}", response.status()));
    }
    Ok(())
}

struct Runner {
    request: ProbeRequest,
}

impl Runner {
    /// The lifecycle for the era; `version-fallback` puts a version no server supports first.
    fn lifecycle(&self, condition: &str) -> (ClientConfig, ClientLifecycleMode) {
        if self.request.modern() {
            let mut preferred = vec![ProtocolVersion::V_2026_07_28];
            if condition == "version-fallback" {
                preferred.insert(0, version("1999-01-01"));
            }
            return (
                config("2026-07-28"),
                ClientLifecycleMode::Discover {
                    preferred_versions: preferred,
                },
            );
        }
        let offered = if condition == "unsupported-version" {
            "1999-01-01"
        } else {
            "2025-11-25"
        };
        (config(offered), ClientLifecycleMode::Initialize)
    }

    async fn connect(&self, condition: &str) -> Result<Client, Observation> {
        let alteration = alteration_for(condition, self.request.modern());
        let inner = reqwest::Client::builder()
            .timeout(self.request.step)
            .build()
            .map_err(|e| other_error("reqwest::Error", &e))?;
        let client = Altering {
            inner,
            alteration: Arc::new(alteration),
            used: Arc::new(AtomicBool::new(false)),
        };
        let transport = StreamableHttpClientTransport::with_client(
            client,
            StreamableHttpClientTransportConfig::with_uri(self.request.url.as_str()),
        );
        let (config, lifecycle) = self.lifecycle(condition);
        Probe { config }
            .serve_with_lifecycle(transport, lifecycle)
            .await
            .map_err(|e| describe_connect(&e))
    }

    async fn call(
        &self,
        client: &Client,
        name: &str,
        arguments: Value,
    ) -> Result<Observation, Observation> {
        let params = serde_json::from_value(json!({"name": name, "arguments": arguments}))
            .expect("tools/call params");
        let result = client
            .call_tool(params)
            .await
            .map_err(|e| describe_service(&e))?;
        Ok(tool_result(
            &serde_json::to_value(result).unwrap_or_default(),
        ))
    }

    /// A request with whatever params it is given, for params the typed calls would not send.
    async fn raw(
        &self,
        client: &Client,
        method: &str,
        params: Value,
    ) -> Result<Observation, Observation> {
        let request = ClientRequest::CustomRequest(CustomRequest::new(method, Some(params)));
        match client
            .send_request(request)
            .await
            .map_err(|e| describe_service(&e))?
        {
            ServerResult::CallToolResult(result) => Ok(tool_result(
                &serde_json::to_value(result).unwrap_or_default(),
            )),
            _ => Ok(plain_result()),
        }
    }

    async fn run(&self, condition: &str, client: &Client) -> Result<Observation, Observation> {
        let echo = self.request.tool("echo");
        match condition {
            "unknown-tool" => self.call(client, "no_such_tool", json!({})).await,
            "unknown-method" => {
                client
                    .list_prompts(None)
                    .await
                    .map_err(|e| describe_service(&e))?;
                Ok(plain_result())
            }
            "missing-resource" => {
                let params = serde_json::from_value(json!({"uri": "file:///example/missing.txt"}))
                    .expect("resources/read params");
                client
                    .read_resource(params)
                    .await
                    .map_err(|e| describe_service(&e))?;
                Ok(plain_result())
            }
            "invalid-tool-input" => {
                self.call(client, &self.request.tool("add"), json!({"a": "one"}))
                    .await
            }
            "missing-uri" => self.raw(client, "resources/read", json!({})).await,
            "missing-name" => {
                self.raw(client, "tools/call", json!({"arguments": {}}))
                    .await
            }
            "capability" => {
                self.call(client, &self.request.tool("needsCapability"), json!({}))
                    .await
            }
            "input-required" => {
                self.call(client, &self.request.tool("needsInput"), json!({}))
                    .await
            }
            "expired-session" => {
                self.call(client, &echo, json!({"text": "before"})).await?;
                post(&format!("{}/expire", self.request.control))
                    .await
                    .map_err(|message| {
                        observation(
                            json!({"outcome": "error", "class": "control", "message": message}),
                        )
                    })?;
                let mut first = self
                    .within(
                        self.call(client, &echo, json!({"text": "hi"})),
                        self.request.step,
                    )
                    .await;
                let then = self
                    .within(
                        self.call(client, &echo, json!({"text": "hi"})),
                        self.request.step,
                    )
                    .await;
                first.insert("then".into(), Value::Object(then));
                Ok(first)
            }
            _ => self.call(client, &echo, json!({"text": "hi"})).await,
        }
    }

    async fn within(
        &self,
        step: impl Future<Output = Result<Observation, Observation>>,
        deadline: Duration,
    ) -> Observation {
        match tokio::time::timeout(deadline, step).await {
            Ok(Ok(seen) | Err(seen)) => seen,
            Err(_) => observation(json!({"outcome": "timeout"})),
        }
    }

    async fn observe(&self, condition: &str) -> Observation {
        // expired-session makes three calls, each with its own deadline.
        let deadline = self.request.step * if condition == "expired-session" { 3 } else { 1 };
        let step: BoxFuture<'_, Result<Observation, Observation>> = Box::pin(async move {
            let mut client = self.connect(condition).await?;
            let seen = self.run(condition, &client).await;
            let _ = client.close_with_timeout(Duration::from_secs(2)).await;
            seen
        });
        self.within(step, deadline).await
    }
}

#[tokio::main]
async fn main() {
    let Some(argument) = std::env::args().nth(1) else {
        eprintln!("usage: rmcp-probe '<ProbeRequest[] JSON>'");
        std::process::exit(2);
    };
    let requests: Vec<ProbeRequest> = match serde_json::from_str::<Value>(&argument) {
        Ok(Value::Array(items)) => items.iter().filter_map(ProbeRequest::from_json).collect(),
        _ => {
            eprintln!("rmcp-probe: the argument is not a JSON array of probe requests");
            std::process::exit(2);
        }
    };
    for request in requests {
        let runner = Runner { request };
        for condition in runner.request.conditions.clone() {
            if let Err(message) =
                post(&format!("{}/mark/{condition}", runner.request.control)).await
            {
                eprintln!("{message}");
                std::process::exit(1);
            }
            let mut seen = runner.observe(&condition).await;
            seen.insert("request".into(), json!(runner.request.id));
            seen.insert("condition".into(), json!(condition));
            println!("{}", Value::Object(seen));
        }
    }
}
