export default {
  canvas: {},
  render: {},
};
