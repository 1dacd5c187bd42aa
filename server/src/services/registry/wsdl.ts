/** Characters that XML attribute and text values must escape. */
function xml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A minimal WSDL 1.1 of a SOAP inbound flow: one operation posting any XML to its endpoint. */
export function flowWsdl(flowId: string, endpoint: string): string {
  const name = xml(flowId);
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions name="${name}" targetNamespace="urn:connect:${name}"
  xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/"
  xmlns:tns="urn:connect:${name}" xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <message name="Message"><part name="body" type="xsd:anyType"/></message>
  <portType name="FlowPort">
    <operation name="send"><input message="tns:Message"/><output message="tns:Message"/></operation>
  </portType>
  <binding name="FlowBinding" type="tns:FlowPort">
    <soap:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>
    <operation name="send"><soap:operation soapAction="send"/>
      <input><soap:body use="literal"/></input><output><soap:body use="literal"/></output>
    </operation>
  </binding>
  <service name="${name}">
    <port name="FlowPort" binding="tns:FlowBinding"><soap:address location="${xml(endpoint)}"/></port>
  </service>
</definitions>
`;
}
